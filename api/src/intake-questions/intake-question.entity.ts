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
import { InquiryType } from '../inquiry-types/inquiry-type.entity';

@Entity('intake_questions')
@Index('ix_intake_questions_inquiry_type', ['inquiryTypeId', 'id'])
export class IntakeQuestion {
  @PrimaryGeneratedColumn()
  id: number;

  @Column()
  inquiryTypeId: number;

  @ManyToOne(() => InquiryType, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'inquiry_type_id' })
  inquiryType?: InquiryType;

  @Column({ length: 200 })
  title: string;

  /** Textbox or Checkbox. */
  @Column({ length: 20 })
  type: string;

  @Column({ type: 'text' })
  description: string;

  @Column({ type: 'int', nullable: true })
  maxLength: number | null;

  @CreateDateColumn()
  createdAt: Date;

  @UpdateDateColumn()
  updatedAt: Date;
}
