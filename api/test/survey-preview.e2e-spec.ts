import { Inquiry } from '../src/inquiries/inquiry.entity';
import { Client, personas, Personas } from './support/personas';
import { createInquiry, typeByName } from './support/survey-fixtures';
import { createTestApp, TestApp } from './support/test-app';

interface PreviewItem {
  Id: number;
  Title: string;
  IsCustomQuestion: boolean;
  Answer: unknown;
  ValueImportanceAnswer: unknown;
  CheckBoxOptionsAnswer: string[];
  DocumentName: unknown;
}

/** GET /api/SurveyAnswer/{inquiryId}/FormPreview: the form as respondents will see it, read without saving anything. */
describe('Survey form preview', () => {
  let t: TestApp;
  let api: Personas;
  let nwAdmin: Client;
  let inquiryId: number;
  let approved: number;
  let pending: number;

  const count = async (table: string) => Number((await t.dataSource.query(`SELECT COUNT(*) AS n FROM ${table}`))[0].n);
  const path = (query = '') => `/api/SurveyAnswer/${inquiryId}/FormPreview${query}`;

  const customQuestion = async (title: string) =>
    (
      await nwAdmin
        .post(`/api/CustomQuestion/CreateCustomQuestion/InquiryId/${inquiryId}`)
        .send({ Area: 'Other', Title: title, Type: 'Textbox', Description: 'In a few words', MaxLength: 200 })
        .expect(200)
    ).body.Id as number;

  beforeAll(async () => {
    t = await createTestApp();
    api = await personas(t);
    nwAdmin = api.as('northwindAdmin');
    const health = await typeByName(t, 'Organisational Health Check');
    inquiryId = (await createInquiry(nwAdmin, health.id, 'Preview before inviting')).Id;
    approved = await customQuestion('Team spirit');
    pending = await customQuestion('Awaiting review');
    await api
      .as('operator')
      .put(`/api/CustomQuestion/ChangeStatusCustomQuestion/${approved}`)
      .send({ Area: 'Other', Status: 'Approved' })
      .expect(200);
    await nwAdmin
      .put(`/api/Translations/CustomQuestion/${approved}`)
      .send({ Fields: [{ Field: 'title', Translations: { fr: "Esprit d'équipe", de: 'Teamgeist' } }] })
      .expect(200);
  });
  afterAll(() => t.close());

  it("answers the customer admin's own draft inquiry with the library questions and its approved custom questions, unanswered", async () => {
    const res = await nwAdmin.get(path()).expect(200);
    const items = res.body.data as PreviewItem[];
    expect(res.body).toMatchObject({ Status: 'pending', IsClosed: false, totalItem: items.length });
    expect(items.map((q) => q.Title)).toEqual(expect.arrayContaining(['Shared values', 'Team spirit']));
    expect(items.find((q) => q.Title === 'Team spirit')).toMatchObject({ Id: approved, IsCustomQuestion: true });
    // Respondents are not asked a custom question before the operator approves it: neither is the preview.
    expect(items.some((q) => q.IsCustomQuestion && q.Id === pending)).toBe(false);
    for (const q of items) {
      expect(q.Answer ?? '').toBe('');
      expect(q.ValueImportanceAnswer ?? '').toBe('');
      expect(q.CheckBoxOptionsAnswer).toEqual([]);
    }
  });

  it("answers in the language asked for, the custom question's translation included", async () => {
    const french = (await nwAdmin.get(path('?lang=fr')).expect(200)).body.data as PreviewItem[];
    expect(french.map((q) => q.Title)).toEqual(expect.arrayContaining(['Valeurs partagées', "Esprit d'équipe"]));
    const german = (await nwAdmin.get(path()).set('Accept-Language', 'de').expect(200)).body.data as PreviewItem[];
    expect(german.map((q) => q.Title)).toEqual(expect.arrayContaining(['Gemeinsame Werte', 'Teamgeist']));
  });

  it('lets the super admin preview any inquiry; another organisation gets 404, staff 403, no token 401', async () => {
    const own = (await nwAdmin.get(path()).expect(200)).body;
    const ids = (items: PreviewItem[]) => items.map((q) => [q.IsCustomQuestion, q.Id, q.Title]);
    expect(ids((await api.as('operator').get(path()).expect(200)).body.data)).toEqual(ids(own.data));
    const other = await api.as('contosoAdmin').get(path()).expect(404);
    expect(JSON.stringify(other.body)).not.toContain('Team spirit');
    await api.as('northwindStaff').get(path()).expect(403);
    await api.as('contosoStaff').get(path()).expect(403);
    await api.anonymous().get(path()).expect(401);
    await nwAdmin.get('/api/SurveyAnswer/999999/FormPreview').expect(404);
  });

  it('creates no respondent and no answer, and leaves the inquiry in its setup', async () => {
    const before = { respondents: await count('respondents'), answers: await count('survey_answers') };
    await nwAdmin.get(path()).expect(200);
    await api.as('operator').get(path('?lang=de')).expect(200);
    expect({ respondents: await count('respondents'), answers: await count('survey_answers') }).toEqual(before);
    const inquiry = await t.dataSource.manager.findOneByOrFail(Inquiry, { id: inquiryId });
    expect(inquiry).toMatchObject({ respondentCount: 0, respondentsAddedAt: null, intakeSubmittedAt: null });
    const listed = (await nwAdmin.get(`/api/Inquiry/${inquiryId}`).expect(200)).body;
    expect(listed).toMatchObject({ Status: 'Draft', Participants: 0, RespondentsAdded: false });
  });
});
