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
import { Inquiry } from '../inquiries/inquiry.entity';
import { User } from '../users/user.entity';

export type CustomQuestionStatus = 'Approved' | 'Reject';

@Entity('custom_questions')
@Index('ix_custom_questions_inquiry', ['inquiryId', 'id'])
@Index('ix_custom_questions_creator', ['createdByUserId', 'id'])
export class CustomQuestion {
  @PrimaryGeneratedColumn()
  id: number;

  @Column()
  inquiryId: number;

  @ManyToOne(() => Inquiry, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'inquiry_id' })
  inquiry?: Inquiry;

  /** Tenant of the question, copied from its inquiry so scoping needs no join. */
  @Column()
  customerId: number;

  @Column()
  createdByUserId: number;

  @ManyToOne(() => User, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'created_by_user_id' })
  createdBy?: User;

  @Column(() => QuestionFields, { prefix: false })
  question: QuestionFields;

  /** Null until reviewed; then Approved or Reject (shown as Rejected). */
  @Column({ type: 'varchar', length: 20, nullable: true })
  status: CustomQuestionStatus | null;

  /** Why the operator rejected it (Reject only; null otherwise): told to the author by mail and on the question's screen. */
  @Column({ type: 'varchar', length: 1000, nullable: true })
  reviewReason: string | null;

  /** When it was Approved: forms completed before then do not ask it (docs/features/inquiries.md#custom-questions). */
  @Column({ type: 'datetime', nullable: true })
  approvedAt: Date | null;

  @CreateDateColumn()
  createdAt: Date;

  @UpdateDateColumn()
  updatedAt: Date;
}
