import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { QuestionFields } from '../questions/question-fields';
import { Pathway } from '../pathways/pathway.entity';

@Entity('diagnostic_questions')
@Index('ix_diagnostic_questions_pathway', ['pathwayId', 'id'])
export class DiagnosticQuestion {
  @PrimaryGeneratedColumn()
  id: number;

  @Column()
  pathwayId: number;

  @ManyToOne(() => Pathway, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'pathway_id' })
  pathway?: Pathway;

  @Column(() => QuestionFields, { prefix: false })
  question: QuestionFields;

  @CreateDateColumn()
  createdAt: Date;

  @UpdateDateColumn()
  updatedAt: Date;
}
