import { SurveyAnswer } from '../src/answers/survey-answer.entity';
import { Respondent } from '../src/respondents/respondent.entity';
import { Client, personas } from './support/personas';
import { addParticipants, createInquiry, submitIntake, typeByName } from './support/survey-fixtures';
import { createTestApp, DEMO, TestApp } from './support/test-app';

interface Q {
  Id: number;
  Type: string;
  Area: string;
  CheckBoxOptions: string[];
  IsCustomQuestion: boolean;
}
/** One SurveyAnswerDtos item, every field as the multipart form sends it (strings). */
type Item = Record<string, string>;

/** AddSurveyAnswers takes the same save as multipart (decisions.md §4) or as a JSON body. */
describe('AddSurveyAnswers as JSON and as multipart', () => {
  let t: TestApp;
  let admin: Client;
  let staff: Client;
  let staffId: number;
  let typeId: number;

  beforeAll(async () => {
    t = await createTestApp();
    const api = await personas(t);
    [admin, staff] = [api.as('contosoAdmin'), api.as('contosoStaff')];
    staffId = (await t.users.findOneByOrFail({ email: DEMO.contosoStaff })).id;
    typeId = (await typeByName(t, 'Organisational Health Check')).id;
  });
  afterAll(() => t.close());

  async function openForm(): Promise<{ id: number; questions: Q[] }> {
    const inq = await createInquiry(admin, typeId, 'JSON saves');
    await submitIntake(t, admin, inq.Id, typeId);
    await addParticipants(admin, inq.Id, [DEMO.contosoStaff]).expect(200);
    const form = (await staff.get(`/api/SurveyAnswer/${typeId}/${inq.Id}/SurveyFormQuestions`).expect(200)).body;
    return { id: inq.Id, questions: form.data };
  }

  /** Every rating, one text and one checkbox answered; the items of both forms differ only in InquiryId. */
  function answers(inquiryId: number, questions: Q[]): Item[] {
    const base = (q: Q) => ({
      DiagnosticId: String(q.Id),
      InquiryId: String(inquiryId),
      CustomerUserId: String(staffId),
      IsCustomQuestion: String(q.IsCustomQuestion),
    });
    const ratings = questions
      .filter((q) => q.Type === 'Rating')
      .map((q, i) => ({
        ...base(q),
        Answer: String((i % 5) + 1),
        ...(q.Area === 'Other' ? {} : { ValueAnswer: String(((i + 2) % 5) + 1) }),
      }));
    const text = questions.find((q) => q.Type === 'Textbox')!;
    const box = questions.find((q) => q.Type === 'Checkbox')!;
    return [
      ...ratings,
      { ...base(text), Answer: 'Clear roles and slow handoffs' },
      { ...base(box), CheckBoxOptions: JSON.stringify(box.CheckBoxOptions.slice(0, 2)) },
    ];
  }

  function asMultipart(status: string | undefined, items: Item[]) {
    const req = staff.post('/api/SurveyAnswer/AddSurveyAnswers');
    if (status !== undefined) req.field('Status', status);
    items.forEach((item, i) =>
      Object.entries(item).forEach(([field, value]) => req.field(`SurveyAnswerDtos[${i}].${field}`, value)),
    );
    return req;
  }

  /** The JSON body of the same save: ids as numbers, IsCustomQuestion as a boolean. */
  function asJson(status: string | undefined, items: Item[]) {
    const typed = items.map((item) =>
      Object.fromEntries(
        Object.entries(item).map(([field, value]) => [
          field,
          ['DiagnosticId', 'InquiryId', 'CustomerUserId'].includes(field) && /^\d+$/.test(value)
            ? Number(value)
            : field === 'IsCustomQuestion'
              ? value === 'true'
              : value,
        ]),
      ),
    );
    return staff
      .post('/api/SurveyAnswer/AddSurveyAnswers')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ ...(status === undefined ? {} : { Status: status }), SurveyAnswerDtos: typed }));
  }

  const stored = async (inquiryId: number) =>
    (
      await t.dataSource
        .getRepository(SurveyAnswer)
        .find({ where: { inquiryId }, order: { questionId: 'ASC', isCustomQuestion: 'ASC' } })
    ).map(({ questionId, isCustomQuestion, performance, importance, textAnswer, checkboxAnswer, fileId }) => ({
      questionId,
      isCustomQuestion,
      performance,
      importance,
      textAnswer,
      checkboxAnswer,
      fileId,
    }));
  const statusOf = async (inquiryId: number) =>
    (await t.dataSource.getRepository(Respondent).findOneByOrFail({ inquiryId, userId: staffId })).status;
  const withoutInquiry = (body: { data: Record<string, unknown>[] }) =>
    body.data.map(({ InquiryId: _i, ...rest }) => rest);

  it('stores the same answers and answers the same form, as a draft and then completed', async () => {
    const [viaForm, viaJson] = [await openForm(), await openForm()];
    const multipartDraft = await asMultipart('saveasdraft', answers(viaForm.id, viaForm.questions)).expect(200);
    const jsonDraft = await asJson('saveasdraft', answers(viaJson.id, viaJson.questions)).expect(200);
    expect((await stored(viaJson.id)).length).toBeGreaterThan(3);
    expect(await stored(viaJson.id)).toEqual(await stored(viaForm.id));
    expect(withoutInquiry(jsonDraft.body)).toEqual(withoutInquiry(multipartDraft.body));
    expect(await statusOf(viaJson.id)).toBe(await statusOf(viaForm.id));

    await asMultipart('completed', answers(viaForm.id, viaForm.questions)).expect(200);
    await asJson('completed', answers(viaJson.id, viaJson.questions)).expect(200);
    expect(await statusOf(viaJson.id)).toBe('completed');
    expect(await statusOf(viaForm.id)).toBe('completed');
    expect(await stored(viaJson.id)).toEqual(await stored(viaForm.id));
    // A completed form refuses every later save alike.
    const [late1, late2] = [
      await asMultipart('saveasdraft', answers(viaForm.id, viaForm.questions)),
      await asJson('saveasdraft', answers(viaJson.id, viaJson.questions)),
    ];
    expect(late2.status).toBe(409);
    expect(late2.body).toEqual(late1.body);
  });

  it('answers the same bad input with the same error and stores nothing', async () => {
    const { id, questions } = await openForm();
    const good = answers(id, questions);
    const rating = good[0];
    const bad: [string, string | undefined, Item[]][] = [
      ['no Status', undefined, good],
      ['an unknown Status', 'submitted', good],
      ['no items', 'saveasdraft', []],
      ['a non-numeric question id', 'saveasdraft', [{ ...rating, DiagnosticId: 'abc' }]],
      ['a question outside the set', 'saveasdraft', [{ ...rating, DiagnosticId: '99999' }]],
      ['a rating out of range', 'saveasdraft', [{ ...rating, Answer: '9' }]],
      ["another respondent's id", 'saveasdraft', [{ ...rating, CustomerUserId: String(staffId + 1000) }]],
      ['an unrated form completed', 'completed', [good[good.length - 1]]],
    ];
    for (const [why, status, items] of bad) {
      const [multipart, json] = [await asMultipart(status, items), await asJson(status, items)];
      expect({ why, status: json.status }).toEqual({ why, status: multipart.status });
      expect(json.status).toBeGreaterThanOrEqual(400);
      expect({ why, body: json.body }).toEqual({ why, body: multipart.body });
    }
    expect(await stored(id)).toEqual([]);
    expect(await statusOf(id)).not.toBe('completed');
  });

  it('documents both request content types in the OpenAPI document', async () => {
    const doc = (await t.http().get('/api/docs-json').expect(200)).body;
    const content = doc.paths['/api/SurveyAnswer/AddSurveyAnswers'].post.requestBody.content;
    expect(Object.keys(content).sort()).toEqual(['application/json', 'multipart/form-data']);
    expect(content['application/json'].schema.properties.SurveyAnswerDtos.type).toBe('array');
    expect(content['multipart/form-data'].schema.properties['SurveyAnswerDtos[0].file'].format).toBe('binary');
  });
});
