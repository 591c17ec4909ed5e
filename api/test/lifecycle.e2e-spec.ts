import { LifecycleSurvey } from '../src/lifecycle/lifecycle-survey.entity';
import { settingsStage } from './programme-fixture';
import type { Client, Personas } from './support/personas';
import type { TestApp } from './support/test-app';

describe('Lifecycle surveys: settings, validation, tenancy and roles', () => {
  let t: TestApp;
  let api: Personas;
  let admin: Client;
  let otherAdmin: Client;
  let operator: Client;
  let staff: Client;
  let typeId: number;
  let intakeAnswers: { IntakeId: number; Answer: string }[];
  let questionIds: number[];
  let foreignQuestionId: number;

  const body = (over: object = {}) => ({
    Name: 'Onboarding after a month',
    Trigger: 'Onboarding',
    InquiryTypeId: typeId,
    DaysAfter: 30,
    DaysOpen: 14,
    IntakeAnswers: intakeAnswers,
    ...over,
  });
  const stored = () => t.dataSource.getRepository(LifecycleSurvey).find({ order: { id: 'ASC' } });

  beforeAll(async () => {
    ({ t, api, admin, otherAdmin, operator, staff, typeId, intakeAnswers, questionIds, foreignQuestionId } =
      await settingsStage('Joiners'));
  });
  afterAll(() => t.close());

  it('refuses without a token (401) and other roles (403), in the error shape', async () => {
    await api.anonymous().get('/api/Lifecycle').expect(401);
    await api.anonymous().post('/api/Lifecycle').send(body()).expect(401);
    const refused = await staff.get('/api/Lifecycle').expect(403);
    expect(refused.body).toMatchObject({ status: 403, title: expect.any(String), errorMessage: expect.any(Array) });
    await staff.post('/api/Lifecycle').send(body()).expect(403);
    // The operator reads and never sets one up.
    await operator.post('/api/Lifecycle').send(body()).expect(403);
    expect(await stored()).toEqual([]);
  });

  it('sets one up with a subset of questions, reads, changes and deletes it', async () => {
    const made = (
      await admin
        .post('/api/Lifecycle')
        .send(body({ QuestionIds: questionIds }))
        .expect(200)
    ).body;
    expect(made).toMatchObject({
      Name: 'Onboarding after a month',
      Trigger: 'Onboarding',
      InquiryTypeId: typeId,
      QuestionIds: questionIds,
      DaysAfter: 30,
      DaysOpen: 14,
      IntakeAnswers: intakeAnswers,
      ActiveFrom: new Date().toISOString().slice(0, 10),
      LastError: null,
      PeriodCount: 0,
    });
    expect((await admin.get('/api/Lifecycle').expect(200)).body.data.map((s: { Id: number }) => s.Id)).toEqual([
      made.Id,
    ]);
    const changed = (
      await admin
        .put(`/api/Lifecycle/${made.Id}`)
        .send(body({ Trigger: 'Exit', DaysAfter: 0, Name: 'Leavers' }))
        .expect(200)
    ).body;
    expect(changed).toMatchObject({ Id: made.Id, Trigger: 'Exit', DaysAfter: 0, Name: 'Leavers', QuestionIds: null });
    expect(await admin.get(`/api/Lifecycle/${made.Id}/Periods`).expect(200)).toMatchObject({ body: [] });
    await admin.delete(`/api/Lifecycle/${made.Id}`).expect(200);
    await admin.get(`/api/Lifecycle/${made.Id}`).expect(404);
  });

  it('refuses a bad DaysAfter, an unknown inquiry type, foreign questions and missing intake answers with a clear 400, and changes nothing', async () => {
    const shape = await admin
      .post('/api/Lifecycle')
      .send(body({ DaysAfter: -1, DaysOpen: 0, Trigger: 'Promotion' }))
      .expect(400);
    expect(shape.body).toMatchObject({ status: 400, title: 'Validation failed' });
    expect(shape.body.errorMessage).toEqual(
      expect.arrayContaining([
        'DaysAfter: Must be from 0 to 365 days',
        'DaysOpen: Must be from 1 to 90 days',
        'Trigger: Must be one of Onboarding, Exit',
      ]),
    );
    await admin
      .post('/api/Lifecycle')
      .send(body({ DaysAfter: 366 }))
      .expect(400);
    await admin
      .post('/api/Lifecycle')
      .send(body({ DaysAfter: 'thirty' }))
      .expect(400);
    const unknown = await admin
      .post('/api/Lifecycle')
      .send(body({ InquiryTypeId: 999_999 }))
      .expect(400);
    expect(unknown.body.errorMessage).toEqual(['InquiryTypeId: Please choose an active inquiry type']);
    const library = await admin
      .post('/api/Lifecycle')
      .send(body({ QuestionIds: [foreignQuestionId], IntakeAnswers: [] }))
      .expect(400);
    expect(library.body.errorMessage).toEqual(
      expect.arrayContaining([`QuestionIds: ${foreignQuestionId} are not questions of this inquiry type`]),
    );
    if (intakeAnswers.length)
      expect(library.body.errorMessage.some((l: string) => l.startsWith('IntakeAnswers: '))).toBe(true);
    expect(await stored()).toEqual([]);

    // A refused change leaves the survey as it was.
    const made = (await admin.post('/api/Lifecycle').send(body()).expect(200)).body;
    const before = await stored();
    await admin
      .put(`/api/Lifecycle/${made.Id}`)
      .send(body({ InquiryTypeId: 999_999, DaysAfter: 5 }))
      .expect(400);
    await admin
      .put(`/api/Lifecycle/${made.Id}`)
      .send(body({ DaysAfter: 1000 }))
      .expect(400);
    expect(await stored()).toEqual(before);
    await admin.delete(`/api/Lifecycle/${made.Id}`).expect(200);
  });

  it("keeps organisations apart: another organisation's survey answers 404; the operator reads every one", async () => {
    const mine = (await admin.post('/api/Lifecycle').send(body()).expect(200)).body;
    for (const res of [
      await otherAdmin.get(`/api/Lifecycle/${mine.Id}`),
      await otherAdmin.put(`/api/Lifecycle/${mine.Id}`).send(body()),
      await otherAdmin.get(`/api/Lifecycle/${mine.Id}/Periods`),
      await otherAdmin.delete(`/api/Lifecycle/${mine.Id}`),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ status: 404, errorMessage: expect.any(Array) });
    }
    expect((await otherAdmin.get('/api/Lifecycle').expect(200)).body.data).toEqual([]);
    await staff.get(`/api/Lifecycle/${mine.Id}/Periods`).expect(403);
    expect((await operator.get('/api/Lifecycle').expect(200)).body.data.map((s: { Id: number }) => s.Id)).toContain(
      mine.Id,
    );
    await operator.get(`/api/Lifecycle/${mine.Id}`).expect(200);
    await operator.get(`/api/Lifecycle/${mine.Id}/Periods`).expect(200);
    await operator.put(`/api/Lifecycle/${mine.Id}`).send(body()).expect(403);
    await operator.delete(`/api/Lifecycle/${mine.Id}`).expect(403);
    expect((await stored()).map((s) => s.id)).toEqual([mine.Id]);
  });
});
