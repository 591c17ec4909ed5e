import { Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Inquiry } from '../inquiries/inquiry.entity';

/**
 * A figure withheld in one generation of the inquiry's snapshot (insights/disclosure/withholding.ts): the
 * ratings or the comments of one question for one reported group (attribute and label '' = Overall).
 */
@Entity('insight_snapshot_withheld')
export class InsightSnapshotWithheld {
  @PrimaryColumn()
  inquiryId: number;

  @ManyToOne(() => Inquiry, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'inquiry_id' })
  inquiry?: Inquiry;

  @PrimaryColumn()
  generation: number;

  /** ratings or comments. */
  @PrimaryColumn({ length: 10 })
  kind: string;

  @PrimaryColumn({ length: 100 })
  attribute: string;

  @PrimaryColumn({ length: 200 })
  label: string;

  /** d:{id} or c:{id}. */
  @PrimaryColumn({ length: 20 })
  questionKey: string;
}
