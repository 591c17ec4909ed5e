import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Inquiry } from '../inquiries/inquiry.entity';

/**
 * One group of one attribute as the inquiry's snapshot holds it (issue 19): its completed forms and
 * whether it is hidden (segment-suppression.ts), decided when the snapshot is taken over every attribute
 * at once. Value '' is the group of respondents without a value for the attribute.
 */
@Entity('insight_snapshot_segments')
export class InsightSnapshotSegment {
  @PrimaryColumn()
  inquiryId: number;

  @ManyToOne(() => Inquiry, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'inquiry_id' })
  inquiry?: Inquiry;

  @PrimaryColumn({ length: 100 })
  attribute: string;

  @PrimaryColumn({ length: 200 })
  value: string;

  @Column({ type: 'int' })
  forms: number;

  @Column({ default: false })
  hidden: boolean;

  /** Why it is hidden: BelowFloor, Complementary, Overlap or Changed; null when shown. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  reason: string | null;

  /** The group's forms in the last snapshot that showed this attribute (null: never shown), for the over-time rule. */
  @Column({ type: 'int', nullable: true })
  shownForms: number | null;
}
