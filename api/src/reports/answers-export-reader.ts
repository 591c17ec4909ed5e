import { DONT_KNOW, DONT_KNOW_VALUE, ENPS_TYPE } from '@portal/contracts';
import { DataSource, EntityManager, ObjectLiteral } from 'typeorm';
import { enpsFromStored } from '../answers/enps-answer';
import {
  exportAnswerPage,
  ExportAnswerRow,
  exportAttributeNames,
  exportQuestionRows,
  exportRespondentRows,
  streamExportAnswers,
} from '../read-models/answers-export.read-model';
import { invitedAttributeRows } from '../read-models/completed-forms.read-model';
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

type RawAnswer = ExportAnswerRow;

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
    // A few rows per respondent, read once.
    const rows = await invitedAttributeRows(this.m, inquiryId);
    for (const r of rows)
      this.attributes.set(Number(r.respondent_id), {
        ...(this.attributes.get(Number(r.respondent_id)) ?? {}),
        [r.name]: r.value,
      });
    await this.loadRespondents('r.inquiryId = :inquiryId', { inquiryId });
    await this.loadQuestions('c', 'q.inquiryId = :inquiryId', { inquiryId });
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
    for (const [kind, set] of [
      ['d', diagnostic],
      ['c', custom],
    ] as const) {
      for (const ids of chunks([...set], LOOKUP_CHUNK)) {
        await this.loadQuestions(kind, 'q.id IN (:...ids)', { ids });
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
    let answer: string | number | null;
    if (type === 'Rating') answer = rating(a.performance);
    else if (type === ENPS_TYPE) answer = enpsFromStored(a.performance === null ? null : Number(a.performance));
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
    const rows = await exportRespondentRows(this.m, where, params);
    for (const r of rows) {
      this.respondents.set(Number(r.id), {
        name: [r.firstName, r.lastName].filter(Boolean).join(' '),
        email: r.email,
        status: r.status,
        attributes: this.attributes.get(Number(r.id)) ?? {},
      });
    }
  }

  private async loadQuestions(kind: 'd' | 'c', where: string, params: ObjectLiteral): Promise<void> {
    const rows = await exportQuestionRows(this.m, kind, where, params);
    for (const q of rows) {
      this.questions[kind].set(Number(q.id), { title: q.title, area: q.area, type: q.type });
    }
  }
}

/**
 * One query whose rows arrive as the writer asks for them: the driver pauses the connection while
 * the writer is behind, so only a few rows are ever buffered. If the writer stops early, leaving
 * the loop destroys the stream; mysql2 then reads and drops the rest of the result and TypeORM
 * gives the connection back to the pool (covered by the e2e test of an abandoned export).
 */
async function* streamed(m: EntityManager, inquiryId: number): AsyncGenerator<RawAnswer[]> {
  const rows = await streamExportAnswers(m, inquiryId);
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
    const page = await exportAnswerPage(m, inquiryId, after, PAGE);
    if (page.length) yield page;
    if (page.length < PAGE) return;
    after = Number(page[page.length - 1].id);
  }
}

/** The attributes the inquiry's respondents were invited with, in alphabetical order: the export's last columns. */
export async function answerExportAttributeNames(dataSource: DataSource, inquiryId: number): Promise<string[]> {
  return exportAttributeNames(dataSource, inquiryId);
}

/** Every answer of the inquiry as export rows in answer id order, a batch at a time, never all in memory. */
export async function* answerExportRows(dataSource: DataSource, inquiryId: number): AsyncGenerator<AnswerExportRow[]> {
  const m = dataSource.manager;
  const labels = new AnswerLabels(m);
  await labels.preload(inquiryId);
  const source = streamsLongReads(dataSource) ? streamed(m, inquiryId) : paged(m, inquiryId);
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
