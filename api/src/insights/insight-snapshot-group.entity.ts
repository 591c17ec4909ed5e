import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Inquiry } from '../inquiries/inquiry.entity';

/**
 * One group of one attribute in one generation of the inquiry's snapshot (insights/disclosure/roll-up.ts):
 * a reported group (shown; `members` the directory values it holds, several when rolled up into `Other`), or,
 * for an attribute that is not reported, one hidden row per directory value with the reason.
 */
@Entity('insight_snapshot_groups')
export class InsightSnapshotGroup {
  @PrimaryColumn()
  inquiryId: number;

  @ManyToOne(() => Inquiry, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'inquiry_id' })
  inquiry?: Inquiry;

  @PrimaryColumn()
  generation: number;

  @PrimaryColumn({ length: 100 })
  attribute: string;

  /** The value a reader selects (?segment=Attribute:label); '' = the respondents without a value. */
  @PrimaryColumn({ length: 200 })
  label: string;

  /** JSON array of the directory values the group holds. */
  @Column({ type: 'text' })
  members: string;

  @Column({ default: false })
  rolledUp: boolean;

  @Column({ type: 'int' })
  forms: number;

  @Column({ default: false })
  hidden: boolean;

  /** Why hidden: TooFine or NotEnoughPeople; null when reported. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  reason: string | null;
}
