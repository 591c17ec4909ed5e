import { Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Inquiry } from '../inquiries/inquiry.entity';
import { QuestionTotalsColumns } from './question-totals.columns';

/**
 * answer_totals per group (docs/features/segments.md): one question's sums and counts over the completed forms of the
 * respondents of one inquiry whose invited attribute `attribute` had `value`. Added in the transaction
 * that completes a form (segment-totals.ts), like answer_totals; a respondent's attributes never change.
 */
@Entity('segment_totals')
export class SegmentTotal extends QuestionTotalsColumns {
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
}
