import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Inquiry } from '../inquiries/inquiry.entity';

/**
 * Running sums and counts of one question's answers over the completed forms of one inquiry.
 * A completed form never changes, so its answers are added once, in the transaction that
 * completes it (answer-totals.ts); inputs and the importance-performance analysis read these
 * few rows instead of aggregating every answer. Ratings: 1-5, 0 = Don't Know.
 */
@Entity('answer_totals')
export class AnswerTotal {
  @PrimaryColumn()
  inquiryId: number;

  @ManyToOne(() => Inquiry, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'inquiry_id' })
  inquiry?: Inquiry;

  @PrimaryColumn({ default: false })
  isCustomQuestion: boolean;

  @PrimaryColumn()
  questionId: number;

  /** Answers with a performance or an importance (DK included). */
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

  /** Sum of importance − performance over answers that rate both (paired gaps). */
  @Column({ type: 'int', default: 0 })
  sumPairDiff: number;

  @Column({ type: 'int', default: 0 })
  nPairs: number;

  @Column({ type: 'int', default: 0 })
  dkPerformance: number;

  @Column({ type: 'int', default: 0 })
  dkImportance: number;
}
