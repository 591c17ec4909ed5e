import { SurveyAnswer } from '../src/answers/survey-answer.entity';
import { StoredFile } from '../src/files/stored-file.entity';
import { Respondent } from '../src/respondents/respondent.entity';
import { Client, Personas } from './support/personas';
import {
  answerItem,
  formStage,
  FormStage,
  openStaffForm,
  saveForm,
  statementsMatching,
  StatementWatch,
} from './support/stages';
import { FormQuestion, pdfFile } from './support/survey-fixtures';
import { TestApp } from './support/test-app';

interface Q extends FormQuestion {
  Title: string;
  CheckBoxOptions: string[];
}
/** The fields of one SurveyAnswerDtos item besides the ids; an absent field leaves the stored answer. */
type Fields = Partial<Record<'Answer' | 'ValueAnswer' | 'CheckBoxOptions' | 'DocumentUrl', string>>;

/** The columns of survey_answers the upsert writes, one tuple per answer (answers.repository.ts). */
const ANSWER_COLUMNS = 9;

/**
 * The survey app saves only the answers changed since its last acknowledged save: the API keeps every
 * answer a save does not name, writes only the rows whose values change, and clears an answer whose
 * field is sent empty.
 */
describe('AddSurveyAnswers with the changed answers only', () => {
  let stage: FormStage;
  let t: TestApp;
  let api: Personas;
  let staff: Client;
  let staffId: number;
  let typeId: number;
  // The writes to survey_answers while a save runs: each statement with its parameters.
  let answerWrites: StatementWatch;

  beforeAll(async () => {
    stage = await formStage();
    ({ t, api, staff, staffId, typeId } = stage);
    answerWrites = statementsMatching(t.dataSource, /^\s*(INSERT|UPDATE|DELETE|REPLACE)\b[^;]*\bsurvey_answers\b/i);
  });
  afterAll(() => t.close());

  async function openForm() {
    const { id, questions } = await openStaffForm<Q>(stage, 'Delta saves');
    return {
      id,
      ratings: questions.filter((q) => q.Type === 'Rating'),
      text: questions.find((q) => q.Type === 'Textbox')!,
      box: questions.find((q) => q.Type === 'Checkbox')!,
      doc: questions.find((q) => q.Type === 'Document')!,
    };
  }

  const item = (inquiryId: number, q: Q, fields: Fields) => answerItem(stage, inquiryId, q, fields);
  const rate = (q: Q, value: string): Fields => ({
    Answer: value,
    ...(q.Area === 'Other' ? {} : { ValueAnswer: value }),
  });

  /** A JSON save, as the survey app sends one without a file. */
  function save(inquiryId: number, status: string, items: [Q, Fields][]) {
    return saveForm(
      stage,
      status,
      items.map(([q, f]) => item(inquiryId, q, f)),
    );
  }

  /** Runs a save and answers its response with the statements that wrote survey_answers meanwhile. */
  async function writesOf<T>(send: () => PromiseLike<T>): Promise<{ res: T; writes: { sql: string; rows: number }[] }> {
    const { res, statements } = await answerWrites.during(send);
    return { res, writes: statements.map((w) => ({ sql: w.sql, rows: w.parameters.length / ANSWER_COLUMNS })) };
  }

  const stored = async (inquiryId: number) =>
    new Map(
      (await t.dataSource.getRepository(SurveyAnswer).find({ where: { inquiryId } })).map((a) => [
        a.questionId,
        {
          performance: a.performance,
          importance: a.importance,
          text: a.textAnswer,
          checkbox: a.checkboxAnswer,
          fileId: a.fileId,
        },
      ]),
    );
  const formAnswers = async (inquiryId: number) =>
    new Map(
      (
        (await staff.get(`/api/SurveyAnswer/${typeId}/${inquiryId}/SurveyFormQuestions`).expect(200)).body
          .data as (Q & {
          Answer: unknown;
          ValueImportanceAnswer: unknown;
          CheckBoxOptionsAnswer: string[];
        })[]
      ).map((q) => [q.Id, [q.Answer, q.ValueImportanceAnswer, q.CheckBoxOptionsAnswer]]),
    );

  it('keeps every answer a save leaves out and writes only the rows that change', async () => {
    const { id, ratings, text, box } = await openForm();
    const all: [Q, Fields][] = [
      ...ratings.map((q): [Q, Fields] => [q, rate(q, '3')]),
      [text, { Answer: 'Clear roles' }],
      [box, { CheckBoxOptions: JSON.stringify(box.CheckBoxOptions.slice(0, 1)) }],
    ];
    const first = await writesOf(() => save(id, 'saveasdraft', all).expect(200));
    expect(first.writes.map((w) => w.rows)).toEqual([all.length]);
    const before = await stored(id);
    expect(before.size).toBe(all.length);

    // Two answers changed: the save names only them.
    const [changedRating, keptRating] = [ratings[0], ratings[1]];
    const delta = await writesOf(() =>
      save(id, 'saveasdraft', [
        [changedRating, rate(changedRating, '5')],
        [text, { Answer: 'Clear roles and slow handoffs' }],
      ]).expect(200),
    );
    expect(delta.writes).toHaveLength(1);
    expect(delta.writes[0].rows).toBe(2);
    const after = await stored(id);
    expect(after.size).toBe(all.length);
    for (const [questionId, row] of before) {
      if (questionId === changedRating.Id)
        expect(after.get(questionId)).toEqual({
          ...row,
          performance: 5,
          importance: changedRating.Area === 'Other' ? null : 5,
        });
      else if (questionId === text.Id)
        expect(after.get(questionId)).toEqual({ ...row, text: 'Clear roles and slow handoffs' });
      else expect(after.get(questionId)).toEqual(row);
    }
    // The response and a later read show the whole form, the left-out answers included.
    expect((delta.res.body.data as Q[]).length).toBe((await formAnswers(id)).size);
    const read = await formAnswers(id);
    expect(read.get(keptRating.Id)?.[0]).toBe(3);
    expect(read.get(changedRating.Id)?.[0]).toBe(5);
    expect(read.get(text.Id)?.[0]).toBe('Clear roles and slow handoffs');
    expect(read.get(box.Id)?.[2]).toEqual(box.CheckBoxOptions.slice(0, 1));

    // The whole form sent again as stored (Save as Draft) rewrites no row; one changed answer in it, one row.
    const same: [Q, Fields][] = all.map(([q, f]) =>
      q.Id === changedRating.Id
        ? [q, rate(q, '5')]
        : q.Id === text.Id
          ? [q, { Answer: 'Clear roles and slow handoffs' }]
          : [q, f],
    );
    expect((await writesOf(() => save(id, 'saveasdraft', same).expect(200))).writes).toEqual([]);
    const oneChanged = same.map(([q, f]): [Q, Fields] => (q.Id === keptRating.Id ? [q, rate(q, '1')] : [q, f]));
    expect((await writesOf(() => save(id, 'saveasdraft', oneChanged).expect(200))).writes.map((w) => w.rows)).toEqual([
      1,
    ]);
    expect((await stored(id)).get(keptRating.Id)?.performance).toBe(1);
    expect((await stored(id)).size).toBe(all.length);
  });

  it('clears an answer whose field is sent empty, a document with an empty DocumentUrl, and stores nothing for an answer never given', async () => {
    const { id, ratings, text, box, doc } = await openForm();
    const [rating, other] = [ratings.find((q) => q.Area !== 'Other')!, ratings.find((q) => q.Area === 'Other')!];
    const upload = staff
      .post('/api/SurveyAnswer/AddSurveyAnswers')
      .field('Status', 'saveasdraft')
      .attach('SurveyAnswerDtos[0].file', pdfFile(), 'plan.pdf');
    for (const [field, value] of Object.entries(item(id, doc, {})))
      upload.field(`SurveyAnswerDtos[0].${field}`, String(value));
    const uploaded = await upload.expect(200);
    const link = (uploaded.body.data as (Q & { DownloadLink: string })[]).find((q) => q.Id === doc.Id)!.DownloadLink;
    await save(id, 'saveasdraft', [
      [rating, rate(rating, '4')],
      [text, { Answer: 'Slow handoffs' }],
      [box, { CheckBoxOptions: JSON.stringify(box.CheckBoxOptions.slice(0, 2)) }],
    ]).expect(200);
    const files = () => t.dataSource.getRepository(StoredFile).countBy({ inquiryId: id });
    expect(await files()).toBe(1);

    // A document sent with its link (as the survey app keeps one) stays; an item without fields changes nothing.
    const kept = await writesOf(() =>
      save(id, 'saveasdraft', [
        [doc, { DocumentUrl: link }],
        [rating, {}],
      ]).expect(200),
    );
    expect(kept.writes).toEqual([]);
    expect(await files()).toBe(1);

    // Clearing an answer that was never stored writes no row.
    const never = await writesOf(() => save(id, 'saveasdraft', [[other, { Answer: '' }]]).expect(200));
    expect(never.writes).toEqual([]);
    expect((await stored(id)).has(other.Id)).toBe(false);

    const cleared = await writesOf(() =>
      save(id, 'saveasdraft', [
        [rating, { Answer: '', ValueAnswer: '' }],
        [text, { Answer: '' }],
        [box, { CheckBoxOptions: '' }],
        [doc, { DocumentUrl: '' }],
      ]).expect(200),
    );
    expect(cleared.writes.map((w) => w.rows)).toEqual([4]);
    const rows = await stored(id);
    const empty = { performance: null, importance: null, text: null, checkbox: null, fileId: null };
    for (const q of [rating, text, box, doc])
      expect({ q: q.Title, row: rows.get(q.Id) }).toEqual({ q: q.Title, row: empty });
    expect(await files()).toBe(0);
    await api.anonymous().get(link).expect(404);
    const read = await formAnswers(id);
    expect(read.get(rating.Id)).toEqual([null, null, []]);
    expect(read.get(text.Id)?.[0]).toBeNull();
  });

  it('keeps both of two partial saves of different answers that arrive together', async () => {
    const { id, ratings, text } = await openForm();
    const [a, b] = [ratings[0], ratings[1]];
    await save(id, 'saveasdraft', [
      [a, rate(a, '1')],
      [b, rate(b, '1')],
      [text, { Answer: 'First' }],
    ]).expect(200);
    const results = await Promise.all([
      save(id, 'saveasdraft', [[a, rate(a, '4')]]),
      save(id, 'saveasdraft', [
        [b, rate(b, '5')],
        [text, { Answer: 'Second' }],
      ]),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    const rows = await stored(id);
    expect(rows.size).toBe(3);
    expect([rows.get(a.Id)?.performance, rows.get(b.Id)?.performance, rows.get(text.Id)?.text]).toEqual([
      4,
      5,
      'Second',
    ]);
  });

  it('completes a form from a submit that names only some answers when the stored ones make it whole, and refuses it otherwise', async () => {
    const { id, ratings, text } = await openForm();
    const [last, ...rest] = [ratings[ratings.length - 1], ...ratings.slice(0, -1)];
    await save(
      id,
      'saveasdraft',
      rest.map((q): [Q, Fields] => [q, rate(q, '2')]),
    ).expect(200);

    const incomplete = await save(id, 'completed', [[text, { Answer: 'NA' }]]).expect(400);
    expect(incomplete.body).toMatchObject({
      status: 400,
      title: 'Survey form incomplete',
      errorMessage: [`${last.Title}: This field is mandatory`],
    });
    expect((await stored(id)).has(text.Id)).toBe(false);
    const statusOf = async () =>
      (await t.dataSource.getRepository(Respondent).findOneByOrFail({ inquiryId: id, userId: staffId })).status;
    expect(await statusOf()).toBe('saveasdraft');

    await save(id, 'completed', [
      [last, rate(last, '4')],
      [text, { Answer: 'NA' }],
    ]).expect(200);
    expect(await statusOf()).toBe('completed');
    const rows = await stored(id);
    expect(rows.size).toBe(ratings.length + 1);
    for (const q of rest) expect(rows.get(q.Id)?.performance).toBe(2);
    expect(rows.get(last.Id)?.performance).toBe(4);
  });
});
