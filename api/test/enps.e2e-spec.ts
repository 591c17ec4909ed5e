import { Inquiry } from '../src/inquiries/inquiry.entity';
import { SurveyAnswer } from '../src/answers/survey-answer.entity';
import { rebuildInquiryStatistics } from '../src/database-tools/seeds/inquiry-statistics';
import { createEnpsFixture, ENPS_TITLE, EnpsFixture } from './enps-fixture';
import { createInsightsFixture } from './insights-fixture';
import { audit, Fact, GroupRef, Truth } from './support/confidentiality-auditor';
import { loadTruth } from './support/confidentiality-reads';
import { Client, Personas } from './support/personas';
import { readersStage } from './support/stages';
import { createInquiry, submitIntake, addParticipants, typeByName } from './support/survey-fixtures';
import { DEMO, TestApp } from './support/test-app';

const ENPS = (id: number) => `/api/Insights/Enps/${id}`;

describe('eNPS: the question type, its answers and its figures', () => {
  let t: TestApp;
  let api: Personas;
  let operator: Client;
  let northwindAdmin: Client;
  let contosoAdmin: Client;
  let staff: Client;
  let f: EnpsFixture;

  beforeAll(async () => {
    ({ t, api, operator, northwindAdmin, contosoAdmin, staff } = await readersStage());
    f = await createEnpsFixture(t);
  });
  afterAll(() => t.close());

  it('answers the hand-computed score and interval to the super admin (completed forms only)', async () => {
    const res = await operator.get(ENPS(f.inquiry.id)).expect(200);
    expect(res.body).toMatchObject({ InquiryId: f.inquiry.id, Published: false, Gated: false, CompletedForms: 5 });
    // enps-fixture.ts: answers 10, 9, 8, 6, 0 → P = 2, passives 1, D = 2; score 0, Var 0.16, interval ±78.4.
    expect(res.body.Questions).toEqual([
      {
        Id: f.enpsId,
        IsCustomQuestion: true,
        Title: ENPS_TITLE,
        N: 5,
        Promoters: 2,
        Passives: 1,
        Detractors: 2,
        Score: 0,
        Low: -78.4,
        High: 78.4,
        Withheld: false,
      },
    ]);
  });

  it('refuses callers without a token (401), staff (403) and another organisation (404)', async () => {
    await api.anonymous().get(ENPS(f.inquiry.id)).expect(401);
    await staff.get(ENPS(f.inquiry.id)).expect(403);
    await contosoAdmin.get(ENPS(f.inquiry.id)).expect(404);
    await contosoAdmin.get(ENPS(999_999)).expect(404);
  });

  it("shows a customer admin nothing before publication, then the snapshot's figures, which pass the confidentiality auditor", async () => {
    const before = await northwindAdmin.get(ENPS(f.inquiry.id)).expect(200);
    expect(before.body).toMatchObject({ Published: false, Questions: [] });
    await t.dataSource.getRepository(Inquiry).update({ id: f.inquiry.id }, { resultsUploadedAt: new Date() });
    const after = await northwindAdmin.get(ENPS(f.inquiry.id)).expect(200);
    expect(after.body).toMatchObject({ Published: true, Gated: false, SnapshotForms: 5 });
    expect(after.body.Questions).toEqual([
      expect.objectContaining({ N: 5, Promoters: 2, Passives: 1, Detractors: 2, Score: 0, Low: -78.4, High: 78.4 }),
    ]);

    // The truth of the eNPS question: its stored answers (0-10 stored as 1-11, never Don't Know), as the ratings are read.
    const truth: Truth = await loadTruth(t, f.inquiry.id, 5);
    const key = `c:${f.enpsId}`;
    const answers = await t.dataSource
      .getRepository(SurveyAnswer)
      .findBy({ questionId: f.enpsId, isCustomQuestion: true });
    truth.questions.push({ key, id: f.enpsId, title: ENPS_TITLE, description: '', area: 'Other', type: 'Rating' });
    for (const p of truth.people) {
      const a = answers.find((x) => x.respondentId === p.id);
      p.performance[key] = a?.performance ?? null;
      p.importance[key] = null;
    }
    const overall: GroupRef = { forms: after.body.SnapshotForms, attribute: null, members: [], label: 'Overall' };
    const facts: Fact[] = after.body.Questions.filter((q: { Withheld: boolean }) => !q.Withheld).flatMap(() => [
      { kind: 'group', read: 'eNPS', group: overall },
      { kind: 'figure', read: 'eNPS', group: overall, measure: 'performance', questions: [key] },
    ]);
    expect(facts).toHaveLength(2);
    expect(audit(truth, facts)).toEqual([]);
  });

  it('withholds the figure below the minimum: a snapshot of five forms with four eNPS answers', async () => {
    const g = await createEnpsFixture(t, 'eNPS below the minimum');
    await t.dataSource
      .getRepository(SurveyAnswer)
      .delete({ respondentId: g.respondents[4].id, questionId: g.enpsId, isCustomQuestion: true });
    await rebuildInquiryStatistics(t.dataSource.manager, g.inquiry.id);
    // The super admin sees the figure, marked: answers 10, 9, 8, 6 → P 2, passives 1, D 1: score 100 × 1/4 = 25;
    // Var = (0.5 + 0.25 − 0.25²) / 4 = 0.171875, √ = 0.414578, × 196 = 81.26: −56.26 → −56.3, 106.26 → 100.
    const live = await operator.get(ENPS(g.inquiry.id)).expect(200);
    expect(live.body.Questions).toEqual([
      expect.objectContaining({ N: 4, Detractors: 1, Score: 25, Low: -56.3, High: 100, Withheld: true }),
    ]);
    await t.dataSource.getRepository(Inquiry).update({ id: g.inquiry.id }, { resultsUploadedAt: new Date() });
    const shown = await northwindAdmin.get(ENPS(g.inquiry.id)).expect(200);
    expect(shown.body).toMatchObject({ Gated: false, SnapshotForms: 5 });
    expect(shown.body.Questions).toEqual([
      expect.objectContaining({
        Withheld: true,
        Promoters: null,
        Passives: null,
        Detractors: null,
        Score: null,
        Low: null,
        High: null,
      }),
    ]);
  });

  it('answers no eNPS figure for an inquiry without an eNPS question', async () => {
    const plain = await createInsightsFixture(t, 'No eNPS here');
    expect((await operator.get(ENPS(plain.inquiry.id)).expect(200)).body.Questions).toEqual([]);
  });

  describe('the question and its answers', () => {
    let inquiryId: number;
    let typeId: number;
    let questionId: number;
    let respondent: Client;
    let userId: number;

    beforeAll(async () => {
      const type = await typeByName(t, 'Digital Transformation Readiness');
      typeId = type.id;
      inquiryId = (await createInquiry(northwindAdmin, typeId, 'eNPS answers')).Id;
      await submitIntake(t, northwindAdmin, inquiryId, typeId);
      const created = await northwindAdmin
        .post(`/api/CustomQuestion/CreateCustomQuestion/InquiryId/${inquiryId}`)
        .send({ Title: ENPS_TITLE, Type: 'Enps', Description: '0-10', Area: 'Other' })
        .expect(200);
      questionId = created.body.CustomQuestionId ?? created.body.Id;
      await operator
        .put(`/api/CustomQuestion/ChangeStatusCustomQuestion/${questionId}`)
        .send({ Area: 'Other', Status: 'Approved' })
        .expect(200);
      await addParticipants(northwindAdmin, inquiryId, [DEMO.northwindStaff]).expect(200);
      respondent = api.as('northwindStaff');
      userId = (await t.users.findOneByOrFail({ email: DEMO.northwindStaff })).id;
    });

    it('is offered to a customer admin in the Other area only', async () => {
      const draft = (await createInquiry(northwindAdmin, typeId, 'eNPS area')).Id;
      await submitIntake(t, northwindAdmin, draft, typeId);
      const res = await northwindAdmin
        .post(`/api/CustomQuestion/CreateCustomQuestion/InquiryId/${draft}`)
        .send({ Title: 'Recommend?', Type: 'Enps', Description: '0-10', Area: 'Culture' })
        .expect(400);
      expect(res.body.errorMessage).toEqual(['Type: A question in the Culture area must be of type Rating']);
    });

    const save = (answer: string, status: 'saveasdraft' | 'completed' = 'saveasdraft', withAnswer = true) => {
      const req = respondent.post('/api/SurveyAnswer/AddSurveyAnswers').field('Status', status);
      if (withAnswer)
        req
          .field('SurveyAnswerDtos[0].DiagnosticId', String(questionId))
          .field('SurveyAnswerDtos[0].InquiryId', String(inquiryId))
          .field('SurveyAnswerDtos[0].CustomerUserId', String(userId))
          .field('SurveyAnswerDtos[0].IsCustomQuestion', 'true')
          .field('SurveyAnswerDtos[0].Answer', answer);
      return req;
    };
    const stored = () =>
      t.dataSource.getRepository(SurveyAnswer).findOneBy({ inquiryId, questionId, isCustomQuestion: true });

    it('is on the form as an Enps question', async () => {
      const form = await respondent
        .get(`/api/SurveyAnswer/${typeId}/${inquiryId}/SurveyFormQuestions?pageSize=-1`)
        .expect(200);
      expect(form.body.data).toContainEqual(
        expect.objectContaining({ Id: questionId, Type: 'Enps', Area: 'Other', IsCustomQuestion: true, Answer: null }),
      );
    });

    it.each(['11', '-1', '7.5', 'DK', 'ten', '010'])(
      'refuses the answer %p with 400 and stores nothing',
      async (answer) => {
        const res = await save(answer).expect(400);
        expect(res.body).toEqual({
          status: 400,
          title: expect.any(String),
          errorMessage: ['SurveyAnswerDtos[0].Answer: Must be a whole number from 0 to 10'],
        });
        expect(await stored()).toBeNull();
      },
    );

    it("stores 0 as an answer (not Don't Know), and a completed form needs the eNPS answer", async () => {
      await save('0').expect(200);
      // Stored shifted (src/answers/enps-answer.ts) and read back as 0 on the form.
      expect((await stored())?.performance).toBe(1);
      const form = await respondent.get(`/api/SurveyAnswer/${typeId}/${inquiryId}/SurveyFormQuestions?pageSize=-1`);
      expect(form.body.data).toContainEqual(expect.objectContaining({ Id: questionId, Answer: 0 }));
      await save('', 'saveasdraft').expect(200);
      expect((await stored())?.performance ?? null).toBeNull();
      const refused = await save('', 'completed').expect(400);
      expect(refused.body.errorMessage.join(' ')).toContain(`${ENPS_TITLE}: This field is mandatory`);
    });
  });
});
