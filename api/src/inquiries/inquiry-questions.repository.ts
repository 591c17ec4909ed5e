import { EntityManager } from 'typeorm';
import { InquiryQuestion } from './inquiry-question.entity';

/** The statements on inquiry_questions: the library questions an inquiry asks when it asks only some of its type's. */

/** The library questions the inquiry names; empty when it asks every question of its type. */
export async function askedQuestionIds(m: EntityManager, inquiryId: number): Promise<number[]> {
  const rows = await m.find(InquiryQuestion, { where: { inquiryId }, order: { questionId: 'ASC' } });
  return rows.map((r) => r.questionId);
}

/** Limits a new inquiry to these library questions of its type (none: it asks them all). */
export async function insertAskedQuestions(m: EntityManager, inquiryId: number, questionIds: number[]): Promise<void> {
  if (!questionIds.length) return;
  await m.insert(
    InquiryQuestion,
    [...new Set(questionIds)].map((questionId) => ({ inquiryId, questionId })),
  );
}
