import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { IntakeQuestion } from '../intake-questions/intake-question.entity';
import { Inquiry } from './inquiry.entity';

@Entity('intake_answers')
@Index('uq_intake_answers_question', ['inquiryId', 'intakeQuestionId'], { unique: true })
@Index('ix_intake_answers_question', ['intakeQuestionId'])
export class IntakeAnswer {
  @PrimaryGeneratedColumn()
  id: number;

  @Column()
  inquiryId: number;

  @ManyToOne(() => Inquiry, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'inquiry_id' })
  inquiry?: Inquiry;

  @Column()
  intakeQuestionId: number;

  @ManyToOne(() => IntakeQuestion, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'intake_question_id' })
  intakeQuestion?: IntakeQuestion;

  @Column({ type: 'text' })
  answer: string;

  @CreateDateColumn()
  createdAt: Date;
}
