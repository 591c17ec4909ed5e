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
import { User } from '../users/user.entity';
import { Inquiry } from '../inquiries/inquiry.entity';

/** Stored form states; "expired" is derived from the inquiry's ExpiryDate on read. */
export type FormStatus = 'pending' | 'saveasdraft' | 'completed';

/**
 * One respondent's form of one inquiry. A row whose userId is null is a pending
 * invitation: the email has no account yet and may use the staff sign-up.
 */
@Entity('respondents')
@Index('uq_respondents_email', ['inquiryId', 'email'], { unique: true })
@Index('ix_respondents_inquiry_status', ['inquiryId', 'status'])
@Index('ix_respondents_user', ['userId', 'id'])
@Index('ix_respondents_customer_email', ['customerId', 'email'])
@Index('ix_respondents_position', ['inquiryId', 'position'])
export class Respondent {
  @PrimaryGeneratedColumn()
  id: number;

  @Column()
  inquiryId: number;

  @ManyToOne(() => Inquiry, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'inquiry_id' })
  inquiry?: Inquiry;

  @Column()
  customerId: number;

  @Column({ length: 254 })
  email: string;

  /** 1, 2, 3 … in the order respondents were added to the inquiry: pages are ranges of it, never an OFFSET scan. */
  @Column({ type: 'int', default: 0 })
  position: number;

  @Column({ type: 'int', nullable: true })
  userId: number | null;

  @ManyToOne(() => User, { onDelete: 'RESTRICT', nullable: true })
  @JoinColumn({ name: 'user_id' })
  user?: User | null;

  @Column({ type: 'varchar', length: 20, default: 'pending' })
  status: FormStatus;

  @Column({ type: 'datetime', nullable: true })
  submittedAt: Date | null;

  @Column({ type: 'datetime', nullable: true })
  lastRemindedAt: Date | null;

  /**
   * sha256 (hex) of the secret in the newest invitation mail of this email from this organisation;
   * null once used or lapsed, and for an address that was never mailed an invitation.
   */
  @Column({ type: 'varchar', length: 64, nullable: true, select: false })
  invitationKeyHash: string | null;

  /**
   * The same secret sealed under SSO_SECRET_KEY (AES-256-GCM, bound to the organisation and email), so a
   * reminder can mail the link the invitee already holds instead of replacing it; null whenever the hash is.
   */
  @Column({ type: 'varchar', length: 160, nullable: true, select: false })
  invitationKeySealed: string | null;

  /** The language an invitation to an address without an account was mailed in: its reminders follow it, and the account signed up from it starts in it. */
  @Column({ type: 'varchar', length: 5, nullable: true })
  language: string | null;

  /** Came through an open link: no account, no name, their group self-declared (docs/features/open-links.md). */
  @Column({ default: false })
  unverified: boolean;

  @CreateDateColumn()
  createdAt: Date;

  @UpdateDateColumn()
  updatedAt: Date;
}
