import { RESULT_AREAS } from '@portal/contracts';
import { Role } from '../src/common/domain/roles';
import { DiagnosticQuestion } from '../src/diagnostic-questions/diagnostic-question.entity';
import { Inquiry } from '../src/inquiries/inquiry.entity';
import { IntakeQuestion } from '../src/intake-questions/intake-question.entity';
import { InquiryType } from '../src/inquiry-types/inquiry-type.entity';
import { Pathway } from '../src/pathways/pathway.entity';
import { ProgrammeTimer } from '../src/programmes/programme-timer.service';
import { Respondent } from '../src/respondents/respondent.entity';
import { Client, personas, Personas } from './support/personas';
import { FormQuestion, prepareFormSave } from './support/survey-fixtures';
import { createTestApp, DEMO, TestApp } from './support/test-app';

const SALES = ['ann@contoso-pulse.test', 'bob@contoso-pulse.test'];
const isResultRating = (q: DiagnosticQuestion) =>
  q.question.type === 'Rating' && (RESULT_AREAS as readonly string[]).includes(q.question.area);

/**
 * A pulse programme's round asks only the pulse's questions: the respondent's form lists them, an answer to any
 * other question of the type is refused, answering them completes the form, and the round's figures cover them.
 */
describe('Programme pulses: a round asks only the questions the pulse names', () => {
  let t: TestApp;
  let api: Personas;
  let admin: Client;
  let typeId: number;
  let typeQuestions: DiagnosticQuestion[];
  let pulse: number[];
  let outside: DiagnosticQuestion;
  let inquiryId: number;

  const formOf = async (email: string) =>
    (
      await (
        await api.asUser(email)
      )
        .get(`/api/SurveyAnswer/${typeId}/${inquiryId}/SurveyFormQuestions?pageSize=-1`)
        .expect(200)
    ).body.data as FormQuestion[];

  beforeAll(async () => {
    t = await createTestApp({ env: { PROGRAMME_POLL_INTERVAL_MS: '0', MAIL_POLL_INTERVAL_MS: '0' } });
    api = await personas(t);
    admin = api.as('contosoAdmin');
    const contoso = await t.users.findOneByOrFail({ email: DEMO.contosoAdmin });
    // The audience as users of the organisation, so that their forms open with a token.
    for (const email of SALES)
      await t.users.save(
        t.users.create({
          customerId: contoso.customerId!,
          role: Role.CustomerUser,
          email,
          passwordHash: 'not-a-login',
          firstName: 'Sales',
          lastName: 'Person',
          isActive: true,
          isVerified: true,
        }),
      );
    await admin
      .post('/api/People/Import')
      .attach('File', Buffer.from(`Email,Department\n${SALES[0]},Sales\n${SALES[1]},Sales\n`), 'people.csv')
      .expect(200);
    const type = await t.dataSource
      .getRepository(InquiryType)
      .findOneByOrFail({ name: 'Digital Transformation Readiness' });
    typeId = type.id;
    const pathways = await t.dataSource.getRepository(Pathway).findBy({ inquiryTypeId: typeId });
    typeQuestions = await t.dataSource
      .getRepository(DiagnosticQuestion)
      .find({ where: pathways.map((p) => ({ pathwayId: p.id })), order: { id: 'ASC' } });
    // Three rating questions of the result areas, from two areas when the type has them; another one stays out.
    const ratings = typeQuestions.filter(isResultRating);
    const areas = [...new Set(ratings.map((q) => q.question.area))];
    const chosen = [
      ...ratings.filter((q) => q.question.area === areas[0]).slice(0, 2),
      ratings.find((q) => q.question.area === areas[areas.length - 1] && q.question.area !== areas[0]) ?? ratings[2],
    ];
    pulse = chosen.map((q) => q.id).sort((x, y) => x - y);
    outside = ratings.find((q) => !pulse.includes(q.id))!;
    expect(typeQuestions.length).toBeGreaterThan(pulse.length + 1);

    const intake = await t.dataSource.getRepository(IntakeQuestion).find({ where: { inquiryTypeId: typeId } });
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const programme = (
      await admin
        .post('/api/Programmes')
        .send({
          Name: 'Sales pulse',
          InquiryTypeId: typeId,
          QuestionIds: pulse,
          Cadence: 'Monthly',
          DaysOpen: 14,
          StartDate: `${tomorrow}T09:00`,
          TimeZone: 'Europe/Brussels',
          AudienceAttribute: 'Department',
          AudienceValue: 'Sales',
          IntakeAnswers: intake.map((q) => ({ IntakeId: q.id, Answer: q.type === 'Checkbox' ? 'yes' : 'Pulse' })),
        })
        .expect(200)
    ).body;
    const due = new Date(new Date(programme.NextRoundAt as string).getTime() + 60_000);
    expect(await t.app.get(ProgrammeTimer).tick(due)).toBe(1);
    const [round] = (await admin.get(`/api/Programmes/${programme.Id}/Rounds?pageSize=-1`).expect(200)).body.data;
    expect(round).toMatchObject({ Status: 'Created', InvitedCount: 2 });
    inquiryId = round.InquiryId;
  });
  afterAll(() => t.close());

  it("lists only the pulse's questions on the respondent's form", async () => {
    const form = await formOf(SALES[0]);
    expect(form.map((q) => q.Id).sort((x, y) => x - y)).toEqual(pulse);
    expect(form.every((q) => !q.IsCustomQuestion)).toBe(true);
  });

  it('refuses an answer to a question of the type outside the pulse, in the error shape', async () => {
    const respondent = await api.asUser(SALES[0]);
    const userId = (await t.users.findOneByOrFail({ email: SALES[0] })).id;
    const res = await respondent
      .post('/api/SurveyAnswer/AddSurveyAnswers')
      .field('Status', 'saveasdraft')
      .field('SurveyAnswerDtos[0].DiagnosticId', String(outside.id))
      .field('SurveyAnswerDtos[0].InquiryId', String(inquiryId))
      .field('SurveyAnswerDtos[0].CustomerUserId', String(userId))
      .field('SurveyAnswerDtos[0].IsCustomQuestion', 'false')
      .field('SurveyAnswerDtos[0].Answer', '4')
      .field('SurveyAnswerDtos[0].ValueAnswer', '3')
      .expect(400);
    expect(res.body).toEqual({
      status: 400,
      title: 'Validation failed',
      errorMessage: [
        `SurveyAnswerDtos[0].DiagnosticId: Question ${outside.id} is not part of this inquiry's survey form`,
      ],
    });
  });

  it("completes a form with only the pulse's questions answered; the round's figures cover only them", async () => {
    for (const [n, email] of SALES.entries()) {
      const send = await prepareFormSave(t, api, typeId, inquiryId, email, 'completed', () => [String(3 + n), '4']);
      await send().expect(200);
    }
    const respondents = await t.dataSource.getRepository(Respondent).findBy({ inquiryId });
    expect(respondents.map((r) => r.status)).toEqual(['completed', 'completed']);
    const inquiry = await t.dataSource.getRepository(Inquiry).findOneByOrFail({ id: inquiryId });
    expect(inquiry.completedCount).toBe(2);

    const figures = (await api.as('operator').get(`/api/Insights/ImportancePerformance/${inquiryId}`).expect(200))
      .body as { Items: { Id: number; IsCustomQuestion: boolean; N: number; MeanPerformance: number }[] };
    expect(figures.Items.map((i) => i.Id).sort((x, y) => x - y)).toEqual(pulse);
    for (const item of figures.Items)
      expect(item).toMatchObject({ IsCustomQuestion: false, N: 2, MeanPerformance: 3.5 });
  });
});
