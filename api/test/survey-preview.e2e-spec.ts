import { Inquiry } from '../src/inquiries/inquiry.entity';
import { Client, personas, Personas } from './support/personas';
import { addParticipants, createInquiry, submitIntake, typeByName } from './support/survey-fixtures';
import { createTestApp, TestApp } from './support/test-app';

interface PreviewItem {
  Id: number;
  Title: string;
  IsCustomQuestion: boolean;
  AwaitingApproval: boolean;
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

  it("answers the customer admin's own draft inquiry with the library questions and every custom question they added, unanswered", async () => {
    const res = await nwAdmin.get(path()).expect(200);
    const items = res.body.data as PreviewItem[];
    expect(res.body).toMatchObject({ Status: 'pending', IsClosed: false, totalItem: items.length });
    expect(items.map((q) => q.Title)).toEqual(expect.arrayContaining(['Shared values', 'Team spirit']));
    expect(items.find((q) => q.Title === 'Team spirit')).toMatchObject({
      Id: approved,
      IsCustomQuestion: true,
      AwaitingApproval: false,
    });
    // A question the operator has not reviewed yet is previewed, marked: respondents are not asked it until approved.
    expect(items.find((q) => q.IsCustomQuestion && q.Id === pending)).toMatchObject({
      Title: 'Awaiting review',
      AwaitingApproval: true,
    });
    expect(items.filter((q) => q.AwaitingApproval).map((q) => q.Id)).toEqual([pending]);
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

  it('places awaiting questions where approval puts them, leaves rejected ones out, and respondents are not asked them until approved', async () => {
    const health = await typeByName(t, 'Organisational Health Check');
    const id = (await createInquiry(nwAdmin, health.id, 'Preview with reviews')).Id;
    const add = async (Area: string, Title: string, Type: 'Rating' | 'Textbox') =>
      (
        await nwAdmin
          .post(`/api/CustomQuestion/CreateCustomQuestion/InquiryId/${id}`)
          .send({ Area, Title, Type, Description: 'Ours', ...(Type === 'Textbox' ? { MaxLength: 200 } : {}) })
          .expect(200)
      ).body.Id as number;
    const review = (questionId: number, Area: string, Status: 'Approved' | 'Reject') =>
      api
        .as('operator')
        .put(`/api/CustomQuestion/ChangeStatusCustomQuestion/${questionId}`)
        .send({ Area, Status, ...(Status === 'Reject' ? { Reason: 'Off topic' } : {}) })
        .expect(200);
    const waitingRating = await add('People', 'Fair workload', 'Rating');
    const rejected = await add('Culture', 'Favourite colour', 'Rating');
    const approvedText = await add('Other', 'Anything else', 'Textbox');
    const waitingText = await add('Other', 'One wish', 'Textbox');
    await review(rejected, 'Culture', 'Reject');
    await review(approvedText, 'Other', 'Approved');
    await submitIntake(t, nwAdmin, id, health.id);
    const email = 'staff3@northwind.demo.test';
    await addParticipants(nwAdmin, id, [email]).expect(200);
    const respondent = await api.asUser(email);
    const form = async () =>
      (
        (await respondent.get(`/api/SurveyAnswer/${health.id}/${id}/SurveyFormQuestions?pageSize=-1`).expect(200)).body
          .data as PreviewItem[]
      ).map((q) => [q.IsCustomQuestion, q.Id, q.Title]);
    const preview = (await nwAdmin.get(`/api/SurveyAnswer/${id}/FormPreview`).expect(200)).body.data as PreviewItem[];
    const custom = preview.filter((q) => q.IsCustomQuestion).map((q) => [q.Id, q.AwaitingApproval]);
    expect(custom).toEqual([
      [waitingRating, true],
      [approvedText, false],
      [waitingText, true],
    ]);
    // The respondent's form asks only the approved one; a rejected question is in neither.
    const asked = await form();
    expect(asked.filter(([isCustom]) => isCustom).map(([, qid]) => qid)).toEqual([approvedText]);
    expect(JSON.stringify(preview)).not.toContain('Favourite colour');
    // Once approved, the respondent's form is the preview, question for question and in the same places.
    await review(waitingRating, 'People', 'Approved');
    await review(waitingText, 'Other', 'Approved');
    expect(await form()).toEqual(preview.map((q) => [q.IsCustomQuestion, q.Id, q.Title]));
    const after = (await nwAdmin.get(`/api/SurveyAnswer/${id}/FormPreview`).expect(200)).body.data as PreviewItem[];
    expect(after.some((q) => q.AwaitingApproval)).toBe(false);
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
