import { EntityManager, IsNull } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { CustomQuestion } from './custom-question.entity';

/**
 * The statements on custom_questions, each taking the caller's EntityManager; the reads that join the
 * question's inquiry and creator live in read-models/custom-question-parents.read-model.ts.
 */

export type NewCustomQuestion = Pick<
  CustomQuestion,
  'inquiryId' | 'customerId' | 'createdByUserId' | 'question' | 'status'
>;

/** The condition under which a question may still be edited or reviewed. */
const NOT_APPROVED = "(status IS NULL OR status <> 'Approved')";

export function findCustomQuestion(m: EntityManager, id: number): Promise<CustomQuestion | null> {
  return m.findOneBy(CustomQuestion, { id });
}

export function customQuestionsOfInquiry(m: EntityManager, inquiryId: number): Promise<CustomQuestion[]> {
  return m.findBy(CustomQuestion, { inquiryId });
}

export function approvedCustomQuestionsOf(m: EntityManager, inquiryId: number): Promise<CustomQuestion[]> {
  return m.findBy(CustomQuestion, { inquiryId, status: 'Approved' });
}

/** The inquiry's questions with no review yet, by id. */
export function unreviewedCustomQuestionsOf(m: EntityManager, inquiryId: number): Promise<CustomQuestion[]> {
  return m.find(CustomQuestion, { where: { inquiryId, status: IsNull() }, order: { id: 'ASC' } });
}

/** Every custom question, by id. */
export function allCustomQuestions(m: EntityManager): Promise<CustomQuestion[]> {
  return m.find(CustomQuestion, { order: { id: 'ASC' } });
}

export function insertCustomQuestion(m: EntityManager, question: NewCustomQuestion): Promise<CustomQuestion> {
  return m.save(m.create(CustomQuestion, question));
}

/**
 * Updates the question only while it is not Approved (one conditional UPDATE, so an approval landing in
 * between is never overwritten); answers whether a row changed.
 */
export async function updateOpenCustomQuestion(
  m: EntityManager,
  id: number,
  values: QueryDeepPartialEntity<CustomQuestion>,
): Promise<boolean> {
  const result = await m
    .createQueryBuilder()
    .update(CustomQuestion)
    .set(values)
    .where('id = :id', { id })
    .andWhere(NOT_APPROVED)
    .execute();
  return Boolean(result.affected);
}

export async function deleteCustomQuestion(m: EntityManager, id: number): Promise<void> {
  await m.delete(CustomQuestion, { id });
}
