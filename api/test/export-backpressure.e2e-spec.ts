import { Writable } from 'node:stream';
import { Inquiry } from '../src/inquiries/inquiry.entity';
import { Respondent } from '../src/respondents/respondent.entity';
import { SurveyAnswer } from '../src/answers/survey-answer.entity';
import { answerExportRows } from '../src/reports/answers-export-reader';
import { AnswerExportRow, writeAnswersExport } from '../src/reports/answers-export-writer';
import { createTestApp, DEMO, TestApp } from './support/test-app';

const RESPONDENTS = 600;
const QUESTIONS = 100;
const ROWS = RESPONDENTS * QUESTIONS;
/** Rows the export may have read ahead of a stalled output: what the zip holds plus one batch. */
const READ_AHEAD_BOUND = 20_000;

/**
 * Backpressure from the file being written back to the database: while the output takes no bytes,
 * the export reads no further rows (MariaDB: the streamed query is paused; SQLite: no next keyset page).
 */
describe('answers export backpressure', () => {
  let t: TestApp;
  let inquiryId: number;
  let statements = 0;

  beforeAll(async () => {
    t = await createTestApp();
    inquiryId = await createAnswers(t);
    const logger = t.dataSource.logger;
    const logQuery = logger.logQuery.bind(logger);
    logger.logQuery = (query, parameters, runner) => {
      if (/FROM "?survey_answers"?/.test(query) || /FROM `survey_answers`/.test(query)) statements++;
      return logQuery(query, parameters, runner);
    };
  });
  afterAll(() => t.close());

  it('reads no further than a bound ahead of a stalled output, then writes every row once it goes on', async () => {
    let pulled = 0;
    async function* counted(batches: AsyncGenerator<AnswerExportRow[]>): AsyncGenerator<AnswerExportRow[]> {
      for await (const batch of batches) {
        pulled += batch.length;
        yield batch;
      }
    }
    let taken = 0;
    let resume: (() => void) | undefined;
    const stalling = new Writable({
      write(chunk: Buffer, _enc, cb) {
        taken += chunk.length;
        if (taken > 64 * 1024 && !resume) resume = () => cb();
        else setImmediate(cb);
      },
    });
    statements = 0;
    let settled = false;
    const done = writeAnswersExport(stalling, counted(answerExportRows(t.dataSource, inquiryId))).finally(() => {
      settled = true;
    });
    // Until the output has stalled and no row was read for 300 ms: on a loaded machine, reaching the stall alone can
    // take longer than one pause (an export that ends without stalling fails the assertions below).
    let seen = -1;
    while ((!resume && !settled) || seen !== pulled) {
      seen = pulled;
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    expect(resume).toBeDefined();
    expect(pulled).toBeGreaterThan(0);
    expect(pulled).toBeLessThanOrEqual(READ_AHEAD_BOUND);
    // SQLite reads keyset pages of 1,000 rows: only the pages of the rows read so far were asked for.
    if (t.dataSource.options.type === 'better-sqlite3')
      expect(statements).toBeLessThanOrEqual(Math.ceil(READ_AHEAD_BOUND / 1000) + 1);
    resume!();
    expect(await done).toBe(ROWS);
    expect(pulled).toBe(ROWS);
  });
});

/** An inquiry of RESPONDENTS × QUESTIONS text answers whose text compresses about as poorly as real answers. */
async function createAnswers(t: TestApp): Promise<number> {
  const ds = t.dataSource;
  const admin = await t.users.findOneByOrFail({ email: DEMO.northwindAdmin });
  const like = await ds.getRepository(Inquiry).findOneByOrFail({ customerId: admin.customerId! });
  const inquiry = await ds.getRepository(Inquiry).save(
    ds.getRepository(Inquiry).create({
      customerId: like.customerId,
      inquiryTypeId: like.inquiryTypeId,
      createdByUserId: admin.id,
      description: 'Backpressure',
    }),
  );
  await ds.getRepository(Respondent).insert(
    Array.from({ length: RESPONDENTS }, (_, i) => ({
      inquiryId: inquiry.id,
      customerId: inquiry.customerId,
      email: `bp-${i}@example.test`,
      status: 'completed' as const,
      position: i + 1,
    })),
  );
  const ids = (await ds.getRepository(Respondent).find({ where: { inquiryId: inquiry.id }, select: { id: true } })).map(
    (r) => r.id,
  );
  let seed = 7;
  const word = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31).toString(36).slice(2, 12);
  const rows: Partial<SurveyAnswer>[] = [];
  for (let q = 0; q < QUESTIONS; q++) {
    for (const id of ids)
      rows.push({
        respondentId: id,
        inquiryId: inquiry.id,
        questionId: 900_000 + q,
        isCustomQuestion: false,
        textAnswer: `${word()} ${word()} ${word()}`,
      });
  }
  for (let from = 0; from < rows.length; from += 1000) {
    await ds
      .createQueryBuilder()
      .insert()
      .into(SurveyAnswer)
      .values(rows.slice(from, from + 1000))
      .updateEntity(false)
      .execute();
  }
  return inquiry.id;
}
