import { RESULT_AREAS, type ResultArea } from '@portal/contracts';
import type { EntityManager } from 'typeorm';
import type { Inquiry } from '../inquiries/inquiry.entity';
import { loadQuestionSet } from '../question-sets/question-set';
import type { LibraryQuestion } from './trend-figures';

/** The library rating questions of the four areas an inquiry asks (custom questions left out: they match nothing across organisations or rounds). */
export async function libraryQuestions(
  m: EntityManager,
  inquiry: Pick<Inquiry, 'id' | 'inquiryTypeId'>,
): Promise<LibraryQuestion[]> {
  return (await loadQuestionSet(m, inquiry))
    .filter(
      (q) => !q.isCustom && q.fields.type === 'Rating' && (RESULT_AREAS as readonly string[]).includes(q.fields.area),
    )
    .map((q) => ({ id: q.id, title: q.fields.title, area: q.fields.area as ResultArea }));
}

/**
 * The library questions every round asks: the rounds of one type ask the same ones unless a round is a pulse,
 * and a trend compares only what each of its rounds asked. In the order of the last round.
 */
export async function sharedLibraryQuestions(
  m: EntityManager,
  rounds: Pick<Inquiry, 'id' | 'inquiryTypeId'>[],
): Promise<LibraryQuestion[]> {
  const asked = await Promise.all(rounds.map((r) => libraryQuestions(m, r)));
  const inEvery = (id: number) => asked.every((questions) => questions.some((q) => q.id === id));
  return (asked[asked.length - 1] ?? []).filter((q) => inEvery(q.id));
}
