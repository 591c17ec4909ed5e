import { Inquiry } from '../src/inquiries/inquiry.entity';
import { RespondentAttribute } from '../src/respondents/respondent-attribute.entity';
import { Respondent } from '../src/respondents/respondent.entity';
import { Client, personas, Personas } from './support/personas';
import { addParticipants, createInquiry, submitIntake, typeByName } from './support/survey-fixtures';
import { DEMO } from './support/test-app';
import { createTestApp, TestApp } from './support/test-app';

describe("segments on the demo: the finished inquiry's heatmap, and invited attributes that directory edits never change", () => {
  let t: TestApp;
  let api: Personas;
  let admin: Client;
  let finished: Inquiry;
  beforeAll(async () => {
    t = await createTestApp();
    api = await personas(t);
    admin = api.as('northwindAdmin');
    finished = await t.dataSource
      .getRepository(Inquiry)
      .findOneByOrFail({ description: 'Annual organisational health check 2026' });
  });
  afterAll(() => t.close());

  it('shows Sales, Operations and Finance by Department, with HR and the people without a department rolled up into Other', async () => {
    const h = (await admin.get(`/api/Insights/Heatmap/${finished.id}?by=Department`).expect(200)).body;
    expect(h).toMatchObject({ By: 'Department', MinRespondents: 5, Gated: false, Overall: { N: 25 } });
    expect(
      h.Segments.map((s: { Value: string; Hidden: boolean; HiddenReason: string | null; N: number | null }) => [
        s.Value,
        s.Hidden,
        s.HiddenReason,
        s.N,
      ]),
    ).toEqual([
      ['Finance', false, null, 5],
      ['Operations', false, null, 7],
      ['Sales', false, null, 8],
      ['Other', false, null, 5],
    ]);
    expect(h.Segments.map((s: { RolledUp: boolean; Members: string[] }) => [s.RolledUp, s.Members])).toEqual([
      [false, ['Finance']],
      [false, ['Operations']],
      [false, ['Sales']],
      [true, ['HR', '']],
    ]);
    // HR asked directly is counted only inside Other.
    const hr = (
      await admin
        .get(`/api/Insights/ImportancePerformance/${finished.id}?segment=${encodeURIComponent('Department:HR')}`)
        .expect(200)
    ).body;
    expect(hr).toMatchObject({ Gated: true, Overall: null, Items: [] });
    const other = (
      await admin
        .get(`/api/Insights/ImportancePerformance/${finished.id}?segment=${encodeURIComponent('Department:Other')}`)
        .expect(200)
    ).body;
    expect(other.Gated).toBe(false);
    expect(other.Items.length).toBeGreaterThan(0);
    const sales = h.Segments.find((s: { Value: string }) => s.Value === 'Sales');
    expect(sales.Areas.map((a: { Area: string }) => a.Area)).toEqual(['Culture', 'People', 'Process', 'Structure']);
    expect(sales.Questions.length).toBeGreaterThan(0);
    const byLocation = (await admin.get(`/api/Insights/Heatmap/${finished.id}?by=Location`).expect(200)).body;
    expect(byLocation.Segments.filter((s: { Hidden: boolean }) => !s.Hidden).length).toBeGreaterThan(1);
  });

  it("filters the trend by group: a round gives the group's figures only where its snapshot shows the group", async () => {
    type Round = { Description: string; N: number | null; HasFigures: boolean };
    type Area = { Area: string; Points: { Performance: number | null; N: number | null }[] };
    const trend = async (client: Client, segment: string) =>
      (await client.get(`/api/Insights/Trend/${finished.id}?segment=${encodeURIComponent(segment)}`).expect(200)).body;
    const rounds = (body: { Rounds: Round[] }) => body.Rounds.map((r) => [r.Description, r.N, r.HasFigures]);

    // The 2025 round's respondents were invited before the directory held their attributes: no group there.
    const sales = await trend(admin, 'Department:Sales');
    expect(rounds(sales)).toEqual([
      ['Annual organisational health check 2025', null, false],
      ['Annual organisational health check 2026', 8, true],
    ]);
    expect(sales.Enough).toBe(false);
    const heatmap = (await admin.get(`/api/Insights/Heatmap/${finished.id}?by=Department`).expect(200)).body;
    // Each library question's 2026 point is the Sales group's mean, as the heatmap shows it.
    type Question = { Id: number; IsCustomQuestion?: boolean; Performance: number | null };
    const salesQuestions = (
      heatmap.Segments.find((g: { Value: string }) => g.Value === 'Sales').Questions as Question[]
    ).filter((q) => !q.IsCustomQuestion);
    const trendQuestions = sales.Questions as { Id: number; Points: { Performance: number | null }[] }[];
    expect(trendQuestions.length).toBe(salesQuestions.length);
    for (const q of trendQuestions) {
      const expected = salesQuestions.find((h) => h.Id === q.Id)!.Performance;
      expect([q.Id, q.Points[1].Performance]).toEqual([q.Id, expected === null ? null : expect.closeTo(expected, 2)]);
    }
    const everyone = (await admin.get(`/api/Insights/Trend/${finished.id}`).expect(200)).body;
    expect(everyone.Areas.map((a: Area) => a.Points[1].Performance)).not.toEqual(
      sales.Areas.map((a: Area) => a.Points[1].Performance),
    );

    // HR (2 forms) is rolled up into Other by the snapshot: no round gives its own figures, to the customer admin or the operator.
    expect(rounds(await trend(admin, 'Department:HR'))).toEqual([
      ['Annual organisational health check 2025', null, false],
      ['Annual organisational health check 2026', null, false],
    ]);
    expect(rounds(await trend(api.as('operator'), 'Department:HR'))).toEqual([
      ['Annual organisational health check 2025', null, false],
      ['Annual organisational health check 2026', null, false],
    ]);
    expect(rounds(await trend(api.as('operator'), 'Department:Sales'))).toEqual([
      ['Annual organisational health check 2025', null, false],
      ['Annual organisational health check 2026', 8, true],
    ]);

    const malformed = await admin.get(`/api/Insights/Trend/${finished.id}?segment=Sales`).expect(400);
    expect(malformed.body.status).toBe(400);
    await api.as('contosoAdmin').get(`/api/Insights/Trend/${finished.id}?segment=Department:Sales`).expect(404);
  });

  it('lists the attributes and groups to read by: the snapshot decision for the customer admin, nothing before it, refused to others', async () => {
    const body = (await admin.get(`/api/Insights/Segments/${finished.id}`).expect(200)).body;
    expect(body.Gated).toBe(false);
    expect(
      body.Attributes.map((a: { Name: string; TooFine: boolean; Groups: { Value: string; Hidden: boolean }[] }) => [
        a.Name,
        a.TooFine,
        a.Groups.map((g) => `${g.Value}${g.Hidden ? ' (hidden)' : ''}`),
      ]),
    ).toEqual([
      ['Department', false, ['Finance', 'Operations', 'Sales', 'Other']],
      ['Location', false, ['Berlin', 'London', 'Lyon']],
    ]);
    const collecting = await t.dataSource
      .getRepository(Inquiry)
      .findOneByOrFail({ description: 'Digital readiness baseline' });
    expect((await admin.get(`/api/Insights/Segments/${collecting.id}`).expect(200)).body).toMatchObject({
      Gated: true,
      Attributes: [],
    });
    await api.anonymous().get(`/api/Insights/Segments/${finished.id}`).expect(401);
    await api.as('northwindStaff').get(`/api/Insights/Segments/${finished.id}`).expect(403);
    await api.as('contosoAdmin').get(`/api/Insights/Segments/${finished.id}`).expect(404);
  });

  it('copies the directory attributes onto respondents added from it; a later edit of the person changes nothing there', async () => {
    const collecting = await t.dataSource
      .getRepository(Inquiry)
      .findOneByOrFail({ description: 'Digital readiness baseline' });
    const person = (await admin.get('/api/People?search=ava.lewis').expect(200)).body.data[0];
    expect(person.Attributes).toEqual({ Department: 'Finance', Location: 'Berlin' });
    const sales = (
      await admin.get('/api/People?attribute=Department&value=Sales&pageSize=-1').expect(200)
    ).body.data.map((p: { Email: string }) => p.Email);
    expect(sales).toHaveLength(8);
    await admin
      .put(`/api/Inquiry/AddParticipants/${collecting.id}`)
      .send({ Participants: [person.Email] })
      .expect(200);
    const respondent = await t.dataSource
      .getRepository(Respondent)
      .findOneByOrFail({ inquiryId: collecting.id, email: person.Email });
    const attrs = async () =>
      (
        await t.dataSource
          .getRepository(RespondentAttribute)
          .find({ where: { respondentId: respondent.id }, order: { name: 'ASC' } })
      ).map((a) => [a.name, a.value]);
    expect(await attrs()).toEqual([
      ['Department', 'Finance'],
      ['Location', 'Berlin'],
    ]);
    await admin
      .put(`/api/People/${person.Id}`)
      .send({ Attributes: { Department: 'Sales' } })
      .expect(200);
    await admin.delete(`/api/People/${person.Id}`).expect(200);
    expect(await attrs()).toEqual([
      ['Department', 'Finance'],
      ['Location', 'Berlin'],
    ]);
  });

  it("adds a completing form's answers to its invited groups' totals in the transaction that completes it", async () => {
    const admin = api.as('contosoAdmin');
    const staff = api.as('contosoStaff');
    await admin
      .post('/api/People/Import')
      .attach('File', Buffer.from(`Email,Department\n${DEMO.contosoStaff},Research\n`), 'people.csv')
      .expect(200);
    const type = await typeByName(t, 'Organisational Health Check');
    const inquiry = await createInquiry(admin, type.id, 'Segment totals as forms complete');
    await submitIntake(t, admin, inquiry.Id, type.id);
    await addParticipants(admin, inquiry.Id, [DEMO.contosoStaff]).expect(200);
    const staffId = (await t.users.findOneByOrFail({ email: DEMO.contosoStaff })).id;
    const form = (await staff.get(`/api/SurveyAnswer/${type.id}/${inquiry.Id}/SurveyFormQuestions`).expect(200)).body
      .data as { Id: number; Type: string; Area: string; IsCustomQuestion: boolean; CheckBoxOptions: string[] }[];
    const ratings = form.filter((q) => q.Type === 'Rating');
    const base = (q: { Id: number; IsCustomQuestion: boolean }) => ({
      DiagnosticId: q.Id,
      InquiryId: inquiry.Id,
      CustomerUserId: staffId,
      IsCustomQuestion: q.IsCustomQuestion,
    });
    const text = form.find((q) => q.Type === 'Textbox')!;
    const box = form.find((q) => q.Type === 'Checkbox')!;
    const items = [
      ...ratings.map((q) => ({ ...base(q), Answer: '4', ...(q.Area === 'Other' ? {} : { ValueAnswer: '2' }) })),
      { ...base(text), Answer: 'Slow handoffs' },
      { ...base(box), CheckBoxOptions: JSON.stringify(box.CheckBoxOptions.slice(0, 1)) },
    ];
    const totals = () =>
      t.dataSource.query(
        'SELECT attribute, value, SUM(answers) AS answers, SUM(sum_performance) AS p FROM segment_totals WHERE inquiry_id = ? GROUP BY attribute, value',
        [inquiry.Id],
      );
    await staff
      .post('/api/SurveyAnswer/AddSurveyAnswers')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ Status: 'saveasdraft', SurveyAnswerDtos: items }))
      .expect(200);
    expect(await totals()).toEqual([]);
    await staff
      .post('/api/SurveyAnswer/AddSurveyAnswers')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ Status: 'completed', SurveyAnswerDtos: items }))
      .expect(200);
    const rows = (await totals()) as { attribute: string; value: string; answers: unknown; p: unknown }[];
    expect(rows.map((r) => [r.attribute, r.value, Number(r.answers), Number(r.p)])).toEqual([
      ['Department', 'Research', ratings.length, 4 * ratings.length],
    ]);
  });
});
