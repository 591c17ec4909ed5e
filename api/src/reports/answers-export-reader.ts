import { DONT_KNOW, DONT_KNOW_VALUE } from '@portal/contracts';
import { DataSource, EntityManager, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { CustomQuestion } from '../custom-questions/custom-question.entity';
import { DiagnosticQuestion } from '../diagnostic-questions/diagnostic-question.entity';
import { StoredFile } from '../files/stored-file.entity';
import { Respondent } from '../respondents/respondent.entity';
import { SurveyAnswer } from '../answers/survey-answer.entity';
import { User } from '../users/user.entity';
import type { AnswerExportRow } from './answers-export-writer';
import { rawBoolean } from '../database/raw-values';
import { streamsLongReads } from '../database/dialect';

// A batch lives while its sheet XML is built and compressed, long enough to outlive young-generation
// collections at a high row rate: small batches keep what gets promoted to the old generation (and
// so the peak RSS) small whatever the speed of the database.
/** Rows handed to the writer at a time when streaming. */
const STREAM_BATCH = 250;
/** Keyset page on SQLite, whose TypeORM driver cannot stream. */
const PAGE = 1000;
/** Ids per IN (...) lookup. */
const LOOKUP_CHUNK = 500;

interface RawAnswer {
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

interface RespondentInfo {
  name: string;
  email: string;
  status: string;
  /** Attributes as the respondent was invited with them (docs/features/people.md). */
  attributes: Record<string, string>;
}

interface QuestionInfo {
  title: string;
  area: string;
  type: string;
}

const isCustom = (a: RawAnswer) => rawBoolean(a.isCustom);
const rating = (v: number | string | null) =>
  v === null || v === undefined ? null : Number(v) === DONT_KNOW_VALUE ? DONT_KNOW : Number(v);

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * Respondents and questions of the answers, each read once into a map instead of joined onto
 * every answer row (5,000 respondents and 120 questions for 600,000 answers). Ids not seen yet are
 * looked up batch by batch, so an answer is labelled exactly as a join would have done.
 */
class AnswerLabels {
  private readonly respondents = new Map<number, RespondentInfo | null>();
  private readonly questions = { d: new Map<number, QuestionInfo | null>(), c: new Map<number, QuestionInfo | null>() };
  private readonly attributes = new Map<number, Record<string, string>>();

  constructor(private readonly m: EntityManager) {}

  async preload(inquiryId: number): Promise<void> {
    // A few rows per respondent, read once (plain SQL: the table belongs to the inquiries module).
    const rows = (await this.m.query(
      'SELECT respondent_id, name, value FROM respondent_attributes WHERE inquiry_id = ?',
      [inquiryId],
    )) as { respondent_id: number; name: string; value: string }[];
    for (const r of rows)
      this.attributes.set(Number(r.respondent_id), {
        ...(this.attributes.get(Number(r.respondent_id)) ?? {}),
        [r.name]: r.value,
      });
    await this.loadRespondents('r.inquiryId = :inquiryId', { inquiryId });
    await this.loadQuestions(CustomQuestion, 'c', 'q.inquiryId = :inquiryId', { inquiryId });
  }

  /** Loads whatever the batch refers to that is not known yet. */
  async complete(batch: RawAnswer[]): Promise<void> {
    const respondents = new Set<number>();
    const diagnostic = new Set<number>();
    const custom = new Set<number>();
    for (const a of batch) {
      if (!this.respondents.has(a.respondentId)) respondents.add(a.respondentId);
      const kind = isCustom(a) ? 'c' : 'd';
      if (!this.questions[kind].has(a.questionId)) (kind === 'c' ? custom : diagnostic).add(a.questionId);
    }
    for (const ids of chunks([...respondents], LOOKUP_CHUNK)) {
      await this.loadRespondents('r.id IN (:...ids)', { ids });
      for (const id of ids) if (!this.respondents.has(id)) this.respondents.set(id, null);
    }
    for (const [entity, kind, set] of [
      [DiagnosticQuestion, 'd', diagnostic],
      [CustomQuestion, 'c', custom],
    ] as const) {
      for (const ids of chunks([...set], LOOKUP_CHUNK)) {
        await this.loadQuestions(entity, kind, 'q.id IN (:...ids)', { ids });
        for (const id of ids) if (!this.questions[kind].has(id)) this.questions[kind].set(id, null);
      }
    }
  }

  /** The export row of an answer; null when its respondent is gone (as the former inner join did). */
  row(a: RawAnswer): AnswerExportRow | null {
    const respondent = this.respondents.get(a.respondentId);
    if (!respondent) return null;
    const custom = isCustom(a);
    const question = this.questions[custom ? 'c' : 'd'].get(a.questionId) ?? null;
    const type = question?.type ?? '';
    let answer: string | number | null = null;
    if (type === 'Rating') answer = rating(a.performance);
    else if (type === 'Checkbox')
      answer = a.checkboxAnswer ? (JSON.parse(a.checkboxAnswer) as string[]).join('; ') : null;
    else if (type === 'Document') answer = a.document;
    else answer = a.textAnswer;
    return {
      respondent: respondent.name,
      email: respondent.email,
      formStatus: respondent.status,
      area: question?.area ?? '',
      question: question?.title ?? '(deleted question)',
      questionType: type,
      customQuestion: custom,
      answer,
      importance: type === 'Rating' ? rating(a.importance) : null,
      document: a.document,
      attributes: respondent.attributes,
      answerId: Number(a.id),
    };
  }

  private async loadRespondents(where: string, params: ObjectLiteral): Promise<void> {
    const rows = await this.m
      .createQueryBuilder(Respondent, 'r')
      .leftJoin(User, 'u', 'u.id = r.userId')
      .select('r.id', 'id')
      .addSelect('r.email', 'email')
      .addSelect('r.status', 'status')
      .addSelect('u.firstName', 'firstName')
      .addSelect('u.lastName', 'lastName')
      .where(where, params)
      .getRawMany<{ id: number; email: string; status: string; firstName: string | null; lastName: string | null }>();
    for (const r of rows) {
      this.respondents.set(Number(r.id), {
        name: [r.firstName, r.lastName].filter(Boolean).join(' '),
        email: r.email,
        status: r.status,
        attributes: this.attributes.get(Number(r.id)) ?? {},
      });
    }
  }

  private async loadQuestions(
    entity: typeof DiagnosticQuestion | typeof CustomQuestion,
    kind: 'd' | 'c',
    where: string,
    params: ObjectLiteral,
  ): Promise<void> {
    const rows = await this.m
      .createQueryBuilder<DiagnosticQuestion | CustomQuestion>(entity, 'q')
      .select('q.id', 'id')
      .addSelect('q.question.title', 'title')
      .addSelect('q.question.area', 'area')
      .addSelect('q.question.type', 'type')
      .where(where, params)
      .getRawMany<{ id: number } & QuestionInfo>();
    for (const q of rows) {
      this.questions[kind].set(Number(q.id), { title: q.title, area: q.area, type: q.type });
    }
  }
}

/**
 * The answer columns plus the document's name. Files can be as many as the answers, so they stay a
 * join (by primary key, mostly on NULL: ~0.1 s over 600,000 answers) rather than a map.
 */
function answersQuery(m: EntityManager, inquiryId: number): SelectQueryBuilder<SurveyAnswer> {
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

/**
 * One query whose rows arrive as the writer asks for them: the driver pauses the connection while
 * the writer is behind, so only a few rows are ever buffered. If the writer stops early, leaving
 * the loop destroys the stream; mysql2 then reads and drops the rest of the result and TypeORM
 * gives the connection back to the pool (covered by the e2e test of an abandoned export).
 */
async function* streamed(qb: SelectQueryBuilder<SurveyAnswer>): AsyncGenerator<RawAnswer[]> {
  const rows = (await qb.stream()) as unknown as AsyncIterable<RawAnswer>;
  let batch: RawAnswer[] = [];
  for await (const row of rows) {
    batch.push(row);
    if (batch.length === STREAM_BATCH) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length) yield batch;
}

/** Keyset pages in id order (ix_survey_answers_inquiry), for the embedded SQLite engine. */
async function* paged(m: EntityManager, inquiryId: number): AsyncGenerator<RawAnswer[]> {
  let after = 0;
  for (;;) {
    const page = await answersQuery(m, inquiryId)
      .andWhere('a.id > :after', { after })
      .limit(PAGE)
      .getRawMany<RawAnswer>();
    if (page.length) yield page;
    if (page.length < PAGE) return;
    after = Number(page[page.length - 1].id);
  }
}

/** The attributes the inquiry's respondents were invited with, in alphabetical order: the export's last columns. */
export async function answerExportAttributeNames(dataSource: DataSource, inquiryId: number): Promise<string[]> {
  const rows = (await dataSource.query(
    'SELECT DISTINCT name FROM respondent_attributes WHERE inquiry_id = ? ORDER BY name',
    [inquiryId],
  )) as { name: string }[];
  return rows.map((r) => r.name);
}

/** Every answer of the inquiry as export rows in answer id order, a batch at a time, never all in memory. */
export async function* answerExportRows(dataSource: DataSource, inquiryId: number): AsyncGenerator<AnswerExportRow[]> {
  const m = dataSource.manager;
  const labels = new AnswerLabels(m);
  await labels.preload(inquiryId);
  const source = streamsLongReads(dataSource) ? streamed(answersQuery(m, inquiryId)) : paged(m, inquiryId);
  for await (const batch of source) {
    await labels.complete(batch);
    const rows: AnswerExportRow[] = [];
    for (const a of batch) {
      const row = labels.row(a);
      if (row) rows.push(row);
    }
    yield rows;
  }
}
