import type { InputItem } from '@portal/contracts';
import { isWithheld } from '../group-label';
import { extremes, figure, listOf, quoted, type Words } from './words';

type InputRow = InputItem & { Withheld?: boolean };

/**
 * An area's inputs chart in one sentence: the question rated lowest and the one rated highest for performance (the
 * blue bars), as the bars and their table show them. Withheld questions and questions answered only with Don't Know
 * have no bar and are left out.
 */
export function inputsLead(rows: InputRow[], words: Words): string | null {
  if (rows.length === 0) return null;
  const { t, language } = words;
  const rated = rows.filter((r) => !isWithheld(r) && r.AverageRating !== null);
  if (rated.length === 0) return t('insights.lead.inputsNone');
  const title = (r: InputRow) => quoted(words, r.Questiondescription);
  if (rated.length === 1)
    return t('insights.lead.inputsOne', {
      question: title(rated[0]),
      performance: figure(rated[0].AverageRating, language),
      importance: figure(rated[0].AverageValue, language),
    });
  const { lowest, highest } = extremes(rated, (r) => r.AverageRating!);
  if (lowest.length === rated.length)
    return t('insights.lead.inputsSame', { value: figure(rated[0].AverageRating, language) });
  return t('insights.lead.inputs', {
    lowest: listOf(lowest.map(title), language),
    low: figure(lowest[0].AverageRating, language),
    highest: listOf(highest.map(title), language),
    high: figure(highest[0].AverageRating, language),
  });
}
