import { settingsStage } from './programme-fixture';
import type { Client, Personas } from './support/personas';
import type { TestApp } from './support/test-app';

describe('Programmes: settings, tenancy, pause and resume', () => {
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
    Name: 'Quarterly pulse',
    InquiryTypeId: typeId,
    Cadence: 'Quarterly',
    DaysOpen: 14,
    StartDate: '2030-01-31T09:00',
    TimeZone: 'Europe/Brussels',
    IntakeAnswers: intakeAnswers,
    ...over,
  });

  beforeAll(async () => {
    ({ t, api, admin, otherAdmin, operator, staff, typeId, intakeAnswers, questionIds, foreignQuestionId } =
      await settingsStage('Pulse'));
  });
  afterAll(() => t.close());

  it('refuses without a token (401) and other roles (403)', async () => {
    await api.anonymous().get('/api/Programmes').expect(401);
    await api.anonymous().post('/api/Programmes').send(body()).expect(401);
    await staff.get('/api/Programmes').expect(403);
    await staff.post('/api/Programmes').send(body()).expect(403);
    // The operator reads, but sets up nothing in an organisation's name.
    await operator.post('/api/Programmes').send(body()).expect(403);
  });

  it('creates a programme whose first round is its start, 09:00 in its zone', async () => {
    const res = await admin
      .post('/api/Programmes')
      .send(body({ QuestionIds: questionIds, AudienceAttribute: 'Department', AudienceValue: 'Sales' }))
      .expect(200);
    expect(res.body).toMatchObject({
      Name: 'Quarterly pulse',
      InquiryTypeId: typeId,
      QuestionIds: questionIds,
      AudienceAttribute: 'Department',
      AudienceValue: 'Sales',
      Cadence: 'Quarterly',
      DaysOpen: 14,
      StartDate: '2030-01-31T09:00',
      TimeZone: 'Europe/Brussels',
      IntakeAnswers: intakeAnswers,
      IsPaused: false,
      PausedAt: null,
      NextRoundAt: '2030-01-31T08:00:00.000Z',
      RoundCount: 0,
    });
    const read = await admin.get(`/api/Programmes/${res.body.Id}`).expect(200);
    expect(read.body).toEqual(res.body);
    const rounds = await admin.get(`/api/Programmes/${res.body.Id}/Rounds`).expect(200);
    expect(rounds.body).toMatchObject({ data: [], totalItem: 0 });
  });

  it('names every refused field at once (400 in the error shape)', async () => {
    const res = await admin
      .post('/api/Programmes')
      .send(
        body({
          StartDate: '2030-02-30',
          TimeZone: 'Mars/Olympus',
          QuestionIds: [foreignQuestionId],
          IntakeAnswers: [],
        }),
      )
      .expect(400);
    expect(res.body.status).toBe(400);
    expect(res.body.errorMessage).toEqual(
      expect.arrayContaining([
        'StartDate: Must be a real date, YYYY-MM-DD or YYYY-MM-DDTHH:mm',
        'TimeZone: Must be an IANA time zone such as Europe/Brussels',
        `QuestionIds: ${foreignQuestionId} are not questions of this inquiry type`,
      ]),
    );
    if (intakeAnswers.length)
      expect(res.body.errorMessage.some((l: string) => l.startsWith('IntakeAnswers: '))).toBe(true);
    const dto = await admin
      .post('/api/Programmes')
      .send(body({ Cadence: 'Weekly', DaysOpen: 0, AudienceAttribute: 'Department' }))
      .expect(400);
    expect(dto.body.errorMessage).toEqual(
      expect.arrayContaining([
        'Cadence: Must be one of Monthly, Quarterly, HalfYearly, Yearly',
        'DaysOpen: Must be from 1 to 90 days',
        'AudienceValue: AudienceAttribute and AudienceValue go together',
      ]),
    );
  });

  it("keeps organisations apart: another organisation's programme answers 404; the operator reads every one", async () => {
    const mine = (
      await admin
        .post('/api/Programmes')
        .send(body({ Name: 'Mine' }))
        .expect(200)
    ).body;
    await otherAdmin.get(`/api/Programmes/${mine.Id}`).expect(404);
    await otherAdmin.put(`/api/Programmes/${mine.Id}`).send(body()).expect(404);
    await otherAdmin.post(`/api/Programmes/${mine.Id}/Pause`).expect(404);
    await otherAdmin.post(`/api/Programmes/${mine.Id}/Resume`).expect(404);
    await otherAdmin.get(`/api/Programmes/${mine.Id}/Rounds`).expect(404);
    await otherAdmin.delete(`/api/Programmes/${mine.Id}`).expect(404);
    const theirs = (await otherAdmin.get('/api/Programmes?pageSize=-1').expect(200)).body;
    expect(theirs.data.map((p: { Id: number }) => p.Id)).not.toContain(mine.Id);
    const all = (await operator.get('/api/Programmes?pageSize=-1').expect(200)).body;
    expect(all.data.map((p: { Id: number }) => p.Id)).toContain(mine.Id);
    await operator.get(`/api/Programmes/${mine.Id}`).expect(200);
    await operator.get(`/api/Programmes/${mine.Id}/Rounds`).expect(200);
    await operator.post(`/api/Programmes/${mine.Id}/Pause`).expect(403);
    await operator.delete(`/api/Programmes/${mine.Id}`).expect(403);
  });

  it('pauses (no next round) and resumes with the first round after now; pausing twice changes nothing', async () => {
    const start = new Date(Date.now() - 40 * 86_400_000);
    const startDate = start.toISOString().slice(0, 10);
    const made = (
      await admin
        .post('/api/Programmes')
        .send(body({ Name: 'Monthly', Cadence: 'Monthly', StartDate: startDate, TimeZone: 'UTC' }))
        .expect(200)
    ).body;
    // Started 40 days ago: the first round still to come is after now, not the ones already past.
    expect(new Date(made.NextRoundAt).getTime()).toBeGreaterThan(Date.now());
    const paused = (await admin.post(`/api/Programmes/${made.Id}/Pause`).expect(200)).body;
    expect(paused).toMatchObject({ IsPaused: true, NextRoundAt: null });
    const again = (await admin.post(`/api/Programmes/${made.Id}/Pause`).expect(200)).body;
    expect(again.PausedAt).toBe(paused.PausedAt);
    const resumed = (await admin.post(`/api/Programmes/${made.Id}/Resume`).expect(200)).body;
    expect(resumed).toMatchObject({ IsPaused: false, PausedAt: null, NextRoundAt: made.NextRoundAt });
  });

  it('changes a programme: the next round follows the new schedule', async () => {
    const made = (
      await admin
        .post('/api/Programmes')
        .send(body({ Name: 'To change' }))
        .expect(200)
    ).body;
    const changed = (
      await admin
        .put(`/api/Programmes/${made.Id}`)
        .send(body({ Name: 'Changed', Cadence: 'Yearly', StartDate: '2031-07-01T10:30', TimeZone: 'America/New_York' }))
        .expect(200)
    ).body;
    expect(changed).toMatchObject({
      Id: made.Id,
      Name: 'Changed',
      Cadence: 'Yearly',
      StartDate: '2031-07-01T10:30',
      NextRoundAt: '2031-07-01T14:30:00.000Z',
    });
    await admin.put(`/api/Programmes/${made.Id}`).send({ Name: 'x' }).expect(400);
  });

  it('deletes a programme', async () => {
    const made = (
      await admin
        .post('/api/Programmes')
        .send(body({ Name: 'To delete' }))
        .expect(200)
    ).body;
    expect((await admin.delete(`/api/Programmes/${made.Id}`).expect(200)).body).toEqual({ Id: made.Id });
    await admin.get(`/api/Programmes/${made.Id}`).expect(404);
  });
});
