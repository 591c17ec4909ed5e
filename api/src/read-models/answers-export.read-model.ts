import { EntityManager, ObjectLiteral } from 'typeorm';
import { CustomQuestion } from '../custom-questions/custom-question.entity';
import { DiagnosticQuestion } from '../diagnostic-questions/diagnostic-question.entity';
import { StoredFile } from '../files/stored-file.entity';
import { Respondent } from '../respondents/respondent.entity';
import { SurveyAnswer } from '../answers/survey-answer.entity';
import { User } from '../users/user.entity';
import type { RowReader } from '../database/read-database';

/**
 * What the answers export reads: every answer of an inquiry with its document's name (one query,
 * streamed or in keyset pages), and the labels of its respondents (with their users' names) and
 * questions, looked up by id in batches instead of joined onto each of 600,000 answer rows.
 */

export interface ExportAnswerRow {
  id: number;
  respondentId: number;
  questionId: number;
  isCustom: number | boolean | string;
  performance: number | string | null;
  importance: number | string | null;
  textAnswer: string | null;
  checkboxAnswer: string | null;
  document: string | null;
}

export interface ExportRespondentRow {
  id: number;
  email: string;
  status: string;
  firstName: string | null;
  lastName: string | null;
}

export interface ExportQuestionRow {
  id: number;
  title: string;
  area: string;
  type: string;
}

/**
 * The answer columns plus the document's name. Files can be as many as the answers, so they stay a
 * join (by primary key, mostly on NULL: ~0.1 s over 600,000 answers) rather than a map.
 */
function answersQuery(m: EntityManager, inquiryId: number) {
  return m
    .createQueryBuilder(SurveyAnswer, 'a')
    .leftJoin(StoredFile, 'f', 'f.id = a.fileId')
    .select('a.id', 'id')
    .addSelect('a.respondentId', 'respondentId')
    .addSelect('a.questionId', 'questionId')
    .addSelect('a.isCustomQuestion', 'isCustom')
    .addSelect('a.performance', 'performance')
    .addSelect('a.importance', 'importance')
    .addSelect('a.textAnswer', 'textAnswer')
    .addSelect('a.checkboxAnswer', 'checkboxAnswer')
    .addSelect('f.originalName', 'document')
    .where('a.inquiryId = :inquiryId', { inquiryId })
    .orderBy('a.id', 'ASC');
}

/** Every answer of the inquiry in id order as one streamed result (engines whose driver streams). */
export async function streamExportAnswers(
  m: EntityManager,
  inquiryId: number,
): Promise<AsyncIterable<ExportAnswerRow>> {
  return (await answersQuery(m, inquiryId).stream()) as unknown as AsyncIterable<ExportAnswerRow>;
}

/** Up to `limit` answers of the inquiry with an id above `after`, in id order (ix_survey_answers_inquiry). */
export function exportAnswerPage(
  m: EntityManager,
  inquiryId: number,
  after: number,
  limit: number,
): Promise<ExportAnswerRow[]> {
  return answersQuery(m, inquiryId).andWhere('a.id > :after', { after }).limit(limit).getRawMany<ExportAnswerRow>();
}

/** Respondents with their users' names; `where` is over alias `r`. */
export function exportRespondentRows(
  m: EntityManager,
  where: string,
  params: ObjectLiteral,
): Promise<ExportRespondentRow[]> {
  return m
    .createQueryBuilder(Respondent, 'r')
    .leftJoin(User, 'u', 'u.id = r.userId')
    .select('r.id', 'id')
    .addSelect('r.email', 'email')
    .addSelect('r.status', 'status')
    .addSelect('u.firstName', 'firstName')
    .addSelect('u.lastName', 'lastName')
    .where(where, params)
    .getRawMany<ExportRespondentRow>();
}

/** Library ('d') or custom ('c') questions' labels; `where` is over alias `q`. */
export function exportQuestionRows(
  m: EntityManager,
  kind: 'd' | 'c',
  where: string,
  params: ObjectLiteral,
): Promise<ExportQuestionRow[]> {
  const entity = kind === 'd' ? DiagnosticQuestion : CustomQuestion;
  return m
    .createQueryBuilder<DiagnosticQuestion | CustomQuestion>(entity, 'q')
    .select('q.id', 'id')
    .addSelect('q.question.title', 'title')
    .addSelect('q.question.area', 'area')
    .addSelect('q.question.type', 'type')
    .where(where, params)
    .getRawMany<ExportQuestionRow>();
}

/** The attributes the inquiry's respondents were invited with, in alphabetical order. */
export async function exportAttributeNames(reader: RowReader, inquiryId: number): Promise<string[]> {
  const rows = (await reader.query(
    'SELECT DISTINCT name FROM respondent_attributes WHERE inquiry_id = ? ORDER BY name',
    [inquiryId],
  )) as { name: string }[];
  return rows.map((r) => r.name);
}
