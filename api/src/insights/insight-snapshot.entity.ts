import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Inquiry } from '../inquiries/inquiry.entity';

/**
 * The figures a customer admin may see of one inquiry: taken when the inquiry closes (every respondent
 * completed, the expiry passed or the results were published) and replaced only once at least
 * MIN_RESPONDENTS more forms are completed (snapshot-rule.ts). Its per-question totals are the rows of
 * insight_snapshot_totals; the super admin reads the live answer_totals instead.
 */
@Entity('insight_snapshots')
export class InsightSnapshot {
  @PrimaryColumn()
  inquiryId: number;

  @ManyToOne(() => Inquiry, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'inquiry_id' })
  inquiry?: Inquiry;

  /** Completed forms the figures are taken over. */
  @Column({ type: 'int' })
  forms: number;

  @Column({ type: 'datetime' })
  takenAt: Date;

  /** What closed the inquiry: published, expired or all-completed. */
  @Column({ type: 'varchar', length: 20 })
  reason: string;
}
