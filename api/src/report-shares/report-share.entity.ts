import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Inquiry } from '../inquiries/inquiry.entity';

/** What a share opens: one manager's subtree, or the whole organisation's results. */
export const REPORT_SHARE_SCOPES = ['Team', 'Organisation'] as const;
export type ReportShareScope = (typeof REPORT_SHARE_SCOPES)[number];

/**
 * A customer admin's share of one inquiry's results with a person of the organisation (docs/features/managers.md):
 * a manager's subtree (`Team`, `managerEmail`) or the whole organisation. Revoking keeps the row (who had access
 * and until when) and closes it; reads check `revokedAt` is null.
 */
@Entity('report_shares')
@Index('ix_report_shares_viewer', ['inquiryId', 'email'])
export class ReportShare {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  customerId: number;

  @Column({ type: 'int' })
  inquiryId: number;

  @ManyToOne(() => Inquiry, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'inquiry_id', foreignKeyConstraintName: 'FK_report_shares_inquiry' })
  inquiry?: Inquiry;

  /** The viewer's address in lower case. */
  @Column({ length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 12 })
  scope: ReportShareScope;

  /** The manager whose subtree a Team share opens (lower case); null for the organisation. */
  @Column({ type: 'varchar', length: 254, nullable: true })
  managerEmail: string | null;

  @Column({ type: 'int' })
  createdByUserId: number;

  @CreateDateColumn()
  createdAt: Date;

  @Column({ type: 'datetime', nullable: true })
  revokedAt: Date | null;

  @Column({ type: 'int', nullable: true })
  revokedByUserId: number | null;
}
