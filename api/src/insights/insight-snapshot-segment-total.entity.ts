import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Inquiry } from '../inquiries/inquiry.entity';

/** One group's per-question totals as they stood when the inquiry's snapshot was taken (the columns of segment_totals); shown groups only. */
@Entity('insight_snapshot_segment_totals')
export class InsightSnapshotSegmentTotal {
  @PrimaryColumn()
  inquiryId: number;

  @ManyToOne(() => Inquiry, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'inquiry_id' })
  inquiry?: Inquiry;

  @PrimaryColumn({ length: 100 })
  attribute: string;

  @PrimaryColumn({ length: 200 })
  value: string;

  @PrimaryColumn({ default: false })
  isCustomQuestion: boolean;

  @PrimaryColumn()
  questionId: number;

  @Column({ type: 'int', default: 0 })
  answers: number;

  @Column({ type: 'int', default: 0 })
  sumPerformance: number;

  @Column({ type: 'int', default: 0 })
  nPerformance: number;

  @Column({ type: 'int', default: 0 })
  sumSqPerformance: number;

  @Column({ type: 'int', default: 0 })
  sumImportance: number;

  @Column({ type: 'int', default: 0 })
  nImportance: number;

  @Column({ type: 'int', default: 0 })
  sumSqImportance: number;

  @Column({ type: 'int', default: 0 })
  sumPairDiff: number;

  @Column({ type: 'int', default: 0 })
  nPairs: number;

  @Column({ type: 'int', default: 0 })
  dkPerformance: number;

  @Column({ type: 'int', default: 0 })
  dkImportance: number;
}
