import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Inquiry } from '../inquiries/inquiry.entity';

/**
 * answer_totals per group (issue 19): one question's sums and counts over the completed forms of the
 * respondents of one inquiry whose invited attribute `attribute` had `value`. Added in the transaction
 * that completes a form (segment-totals.ts), like answer_totals; a respondent's attributes never change.
 */
@Entity('segment_totals')
export class SegmentTotal {
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
