import { Column } from 'typeorm';

/**
 * The running sums and counts of one question's ratings (1-5, 0 = Don't Know) over a set of completed forms:
 * the columns shared by answer_totals, segment_totals and the snapshots of both. Each table adds its own key.
 */
export abstract class QuestionTotalsColumns {
  /** Answers with a performance or an importance (DK included). */
  @Column({ type: 'int', default: 0 })
  answers: number;

  @Column({ type: 'int', default: 0 })
  sumPerformance: number;

  @Column({ type: 'int', default: 0 })
  nPerformance: number;

  /** Sum of squared performance ratings (DK excluded): with the sum and count, the variance of the mean. */
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

  /** eNPS answers 9-10 (promoters) and 7-8 (passives), stored 10-11 and 8-9; a 1-5 rating is never counted here. Detractors are the rest of `answers`. */
  @Column({ type: 'int', default: 0 })
  enpsPromoters: number;

  @Column({ type: 'int', default: 0 })
  enpsPassives: number;
}
