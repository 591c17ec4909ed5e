import { Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Inquiry } from '../inquiries/inquiry.entity';
import { QuestionTotalsColumns } from './question-totals.columns';

/**
 * Running sums and counts of one question's answers over the completed forms of one inquiry.
 * A completed form never changes, so its answers are added once, in the transaction that
 * completes it (answer-totals.ts); inputs and the importance-performance analysis read these
 * few rows instead of aggregating every answer. Ratings: 1-5, 0 = Don't Know.
 */
@Entity('answer_totals')
export class AnswerTotal extends QuestionTotalsColumns {
  @PrimaryColumn()
  inquiryId: number;

  @ManyToOne(() => Inquiry, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'inquiry_id' })
  inquiry?: Inquiry;

  @PrimaryColumn({ default: false })
  isCustomQuestion: boolean;

  @PrimaryColumn()
  questionId: number;
}
