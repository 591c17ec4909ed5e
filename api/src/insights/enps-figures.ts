import { ENPS_TYPE } from '@portal/contracts';
import type { QuestionTotals } from '../answers/stored-answer';
import type { SetQuestion } from '../question-sets/question-set';
import { enpsScore, EnpsScore } from './enps';
import { itemKey } from './ipa';
import type { ShownTotals } from './segment-figures.service';

/** One eNPS question's figure as a reader is shown it: the score, or why there is none. */
export interface EnpsFigure {
  id: number;
  isCustom: boolean;
  title: string;
  /** Its answers in the totals read (0 when the totals withhold the question from a customer admin). */
  answers: number;
  /** Null when withheld from this reader or unanswered. */
  score: EnpsScore | null;
  /** Fewer than the minimum answers, or a figure the confidentiality rule withholds. */
  withheld: boolean;
}

export const enpsQuestionsOf = (questions: SetQuestion[]) => questions.filter((q) => q.fields.type === ENPS_TYPE);

/**
 * The eNPS figures of the given questions from the totals behind a reader's figures (live, or a snapshot's).
 * A question is withheld when the totals mark it or when it has fewer than `min` answers; the super admin
 * (`hide` false) still gets the figure, marked, as with every other read.
 */
export function enpsFigures(
  questions: SetQuestion[],
  totals: (QuestionTotals | ShownTotals)[],
  min: number,
  hide: boolean,
): EnpsFigure[] {
  const byKey = new Map(totals.map((t) => [itemKey(t.isCustomQuestion, t.questionId), t]));
  return enpsQuestionsOf(questions).map((q) => {
    const t = byKey.get(itemKey(q.isCustom, q.id));
    const answers = t?.answers ?? 0;
    const withheld = (t as ShownTotals | undefined)?.withheld === true || answers < min;
    const score = enpsScore({ answers, promoters: t?.enpsPromoters ?? 0, passives: t?.enpsPassives ?? 0 });
    return {
      id: q.id,
      isCustom: q.isCustom,
      title: q.fields.title,
      answers,
      score: withheld && hide ? null : score,
      withheld,
    };
  });
}
