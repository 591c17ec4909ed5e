import { expectedAnswerMinutes } from '@portal/contracts';
import type { EntityManager } from 'typeorm';
import type { Inquiry } from '../inquiries/inquiry.entity';
import { loadQuestionSet } from '../question-sets/question-set';

/**
 * About how long an inquiry's form takes to answer, as its invitation mails state it: the form's questions as they
 * are when the mail goes (a custom question approved later may add a little).
 */
export async function formAnswerMinutes(
  m: EntityManager,
  inquiry: Pick<Inquiry, 'id' | 'inquiryTypeId'>,
): Promise<number> {
  return expectedAnswerMinutes((await loadQuestionSet(m, inquiry)).map((q) => q.fields));
}
