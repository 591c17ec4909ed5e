import { EntityManager, In } from 'typeorm';
import { PageQueryDto } from '../common/paging/page-query.dto';
import { paginate, Paged } from '../common/paging/paged';
import type { QuestionFields } from '../questions/question-fields';
import { DiagnosticQuestion } from './diagnostic-question.entity';

/** The statements on the diagnostic_questions table, each taking the caller's EntityManager (a transaction's, or the data source's). */

/** One page of a pathway's questions, newest first. */
export function questionPageOfPathway<T>(
  m: EntityManager,
  pathwayId: number,
  page: PageQueryDto,
  map: (question: DiagnosticQuestion) => T,
): Promise<Paged<T>> {
  const qb = m
    .createQueryBuilder(DiagnosticQuestion, 'q')
    .where('q.pathwayId = :pathwayId', { pathwayId })
    .orderBy('q.id', 'DESC');
  return paginate(qb, page, map);
}

export function insertQuestion(
  m: EntityManager,
  pathwayId: number,
  question: QuestionFields,
): Promise<DiagnosticQuestion> {
  return m.save(m.create(DiagnosticQuestion, { pathwayId, question }));
}

export async function updateQuestion(m: EntityManager, id: number, question: QuestionFields): Promise<void> {
  await m.update(DiagnosticQuestion, { id }, { question });
}

export async function deleteQuestion(m: EntityManager, id: number): Promise<void> {
  await m.delete(DiagnosticQuestion, { id });
}

/** Deletes every question of a pathway (in the transaction that deletes the pathway). */
export async function deleteQuestionsOfPathway(m: EntityManager, pathwayId: number): Promise<void> {
  await m.delete(DiagnosticQuestion, { pathwayId });
}

export function findQuestion(m: EntityManager, id: number): Promise<DiagnosticQuestion | null> {
  return m.findOneBy(DiagnosticQuestion, { id });
}

export function findQuestions(m: EntityManager, ids: number[]): Promise<DiagnosticQuestion[]> {
  return ids.length ? m.findBy(DiagnosticQuestion, { id: In(ids) }) : Promise.resolve([]);
}

/** Every question, by pathway then id (the translation screens' list). */
export function allQuestions(m: EntityManager): Promise<DiagnosticQuestion[]> {
  return m.find(DiagnosticQuestion, { order: { pathwayId: 'ASC', id: 'ASC' } });
}
