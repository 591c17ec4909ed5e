import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Inquiry } from '../inquiries/inquiry.entity';

/** One question's answer totals as they stood when the inquiry's snapshot was taken (the columns of answer_totals). */
@Entity('insight_snapshot_totals')
export class InsightSnapshotTotal {
  @PrimaryColumn()
  inquiryId: number;

  @ManyToOne(() => Inquiry, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'inquiry_id' })
  inquiry?: Inquiry;

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

  /** Sum of squared performance ratings (DK excluded): with the sum and count, the variance of the mean (issue 20). */
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
