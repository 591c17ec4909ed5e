import { type ResultArea } from '@portal/contracts';
import { ApiError } from '../common/filters/api-error';
import type { LibraryQuestion } from '../trends/trend-figures';
import type { NewTarget } from './actions.repository';

/**
 * The targets of an action as rows, checked against the inquiry's library rating questions (the items a trend
 * and the action effects can measure across rounds) and the areas those questions fall in.
 */
export function targetRows(
  questions: LibraryQuestion[],
  questionIds: number[] | undefined,
  areas: ResultArea[] | undefined,
): NewTarget[] {
  const known = new Set(questions.map((q) => q.id));
  const knownAreas = new Set(questions.map((q) => q.area));
  const ids = [...new Set(questionIds ?? [])].sort((a, b) => a - b);
  const wanted = [...new Set(areas ?? [])].sort();
  const problems = [
    ...ids
      .filter((id) => !known.has(id))
      .map((id) => `TargetQuestionIds: Question ${id} is not a rating question of this inquiry`),
    ...wanted.filter((a) => !knownAreas.has(a)).map((a) => `TargetAreas: This inquiry asks no questions in ${a}`),
  ];
  if (problems.length) throw ApiError.badRequest(problems);
  return [
    ...ids.map((questionId) => ({ questionId, area: null })),
    ...wanted.map((area) => ({ questionId: null, area })),
  ];
}
