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
import { Customer } from '../customers/customer.entity';
import { InquiryType } from '../inquiry-types/inquiry-type.entity';
import { User } from '../users/user.entity';

/**
 * An inquiry of one customer. Progress and Status are derived on every read from the
 * milestone columns and the two respondent counters below (decisions.md §4), never stored.
 */
@Entity('inquiries')
@Index('ix_inquiries_customer', ['customerId', 'id'])
@Index('ix_inquiries_created', ['createdAt', 'id'])
@Index('ix_inquiries_customer_created', ['customerId', 'createdAt', 'id'])
@Index('ix_inquiries_inquiry_type', ['inquiryTypeId'])
export class Inquiry {
  @PrimaryGeneratedColumn()
  id: number;

  @Column()
  customerId: number;

  @ManyToOne(() => Customer, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'customer_id' })
  customer?: Customer;

  @Column()
  inquiryTypeId: number;

  @ManyToOne(() => InquiryType, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'inquiry_type_id' })
  inquiryType?: InquiryType;

  @Column({ type: 'text' })
  description: string;

  @Column()
  createdByUserId: number;

  @ManyToOne(() => User, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'created_by_user_id' })
  createdBy?: User;

  @Column({ type: 'int', nullable: true })
  recreatedFromId: number | null;

  @Column({ type: 'int', nullable: true })
  noOfParticipants: number | null;

  @Column({ type: 'datetime', nullable: true })
  expiryDate: Date | null;

  @Column({ default: false })
  isCustomerAdminRespondent: boolean;

  @Column({ default: true })
  isActive: boolean;

  @Column({ type: 'datetime', nullable: true })
  intakeSubmittedAt: Date | null;

  @Column({ type: 'datetime', nullable: true })
  respondentsAddedAt: Date | null;

  @Column({ type: 'datetime', nullable: true })
  resultsUploadedAt: Date | null;

  /** When published results were withdrawn (results studio Unpublish): answering stays closed as publication left it. */
  @Column({ type: 'datetime', nullable: true })
  resultsWithdrawnAt: Date | null;

  /**
   * Respondents of the inquiry, and how many of them completed their form: kept by the
   * transactions that add respondents and complete forms (see inquiry-statistics.ts), so lists
   * and progress never count respondent rows.
   */
  @Column({ type: 'int', default: 0 })
  respondentCount: number;

  @Column({ type: 'int', default: 0 })
  completedCount: number;

  @CreateDateColumn()
  createdAt: Date;

  @UpdateDateColumn()
  updatedAt: Date;
}
