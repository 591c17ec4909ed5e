import { EntityManager } from 'typeorm';
import { PageQueryDto } from '../common/paging/page-query.dto';
import { paginate, Paged } from '../common/paging/paged';
import type { CheckedIntakeQuestion } from '../questions/question-rules';
import { IntakeQuestion } from './intake-question.entity';

/* The statements on intake_questions, each taking the caller's EntityManager (a transaction's, or the data source's). */

export function countQuestionsOfType(m: EntityManager, inquiryTypeId: number): Promise<number> {
  return m.countBy(IntakeQuestion, { inquiryTypeId });
}

/** One page of an inquiry type's questions in asking order (oldest first). */
export function pageOfQuestions<T>(
  m: EntityManager,
  inquiryTypeId: number,
  page: PageQueryDto,
  map: (q: IntakeQuestion) => T,
): Promise<Paged<T>> {
  const qb = m
    .createQueryBuilder(IntakeQuestion, 'q')
    .where('q.inquiryTypeId = :inquiryTypeId', { inquiryTypeId })
    .orderBy('q.id', 'ASC');
  return paginate(qb, page, map);
}

/** An inquiry type's questions in asking order. */
export function questionsOfType(m: EntityManager, inquiryTypeId: number): Promise<IntakeQuestion[]> {
  return m.find(IntakeQuestion, { where: { inquiryTypeId }, order: { id: 'ASC' } });
}

/** Every intake question, by inquiry type, then in asking order. */
export function allQuestions(m: EntityManager): Promise<IntakeQuestion[]> {
  return m.find(IntakeQuestion, { order: { inquiryTypeId: 'ASC', id: 'ASC' } });
}

export function questionById(m: EntityManager, id: number): Promise<IntakeQuestion | null> {
  return m.findOneBy(IntakeQuestion, { id });
}

/** Inserts a question; answers the stored row. */
export function insertQuestion(
  m: EntityManager,
  inquiryTypeId: number,
  question: CheckedIntakeQuestion,
): Promise<IntakeQuestion> {
  return m.save(m.create(IntakeQuestion, { inquiryTypeId, ...question }));
}

export async function updateQuestion(m: EntityManager, id: number, question: CheckedIntakeQuestion): Promise<void> {
  await m.update(IntakeQuestion, { id }, question);
}

export async function deleteQuestion(m: EntityManager, id: number): Promise<void> {
  await m.delete(IntakeQuestion, { id });
}
