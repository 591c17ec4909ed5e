import { CustomQuestion } from '../src/custom-questions/custom-question.entity';
import { Inquiry } from '../src/inquiries/inquiry.entity';
import { Respondent } from '../src/respondents/respondent.entity';
import { loadQuestionSet } from '../src/question-sets/question-set';
import { Client, personas, Personas } from './support/personas';
import { createTestApp, DEMO, TestApp } from './support/test-app';

/** Approving a custom question applies to forms not yet completed; a completed form keeps the questions it was completed with. */
describe('Custom question approved after forms were completed', () => {
  let t: TestApp;
  let api: Personas;
  let op: Client;
  let staff: Client;

  beforeAll(async () => {
    t = await createTestApp();
    api = await personas(t);
    [op, staff] = [api.as('operator'), api.as('northwindStaff')];
  });
  afterAll(() => t.close());

  it('leaves it out of completed forms (form read and answers view) and asks it in open ones', async () => {
    const m = t.dataSource.manager;
    const staffUser = await t.users.findOneByOrFail({ email: DEMO.northwindStaff });
    const done = await m.findOneOrFail(Respondent, { where: { userId: staffUser.id }, order: { id: 'ASC' } });
    await m.update(Respondent, { id: done.id }, { status: 'completed', submittedAt: new Date(Date.now() - 60_000) });
    const inquiry = await m.findOneByOrFail(Inquiry, { id: done.inquiryId });
    const open = await m.save(
      m.create(Respondent, {
        inquiryId: inquiry.id,
        customerId: inquiry.customerId,
        email: 'later@northwind.demo.test',
        status: 'pending',
      }),
    );
    const pending = await m.save(
      m.create(CustomQuestion, {
        inquiryId: inquiry.id,
        customerId: inquiry.customerId,
        createdByUserId: inquiry.createdByUserId,
        status: null,
        question: {
          title: 'Approved late',
          type: 'Textbox',
          description: 'Asked after some forms were completed',
          area: 'Other',
          maxLength: 200,
          validationRegex: null,
          ratingOptions: null,
          checkboxOptions: null,
        },
      }),
    );
    const before = await loadQuestionSet(m, inquiry, done.id);

    await op
      .put(`/api/CustomQuestion/ChangeStatusCustomQuestion/${pending.id}`)
      .send({ Area: 'Other', Status: 'Approved' })
      .expect(200);
    expect((await m.findOneByOrFail(CustomQuestion, { id: pending.id })).approvedAt).toBeInstanceOf(Date);

    const isLate = (q: { isCustom: boolean; id: number }) => q.isCustom && q.id === pending.id;
    const completedSet = await loadQuestionSet(m, inquiry, done.id);
    expect(completedSet.some(isLate)).toBe(false);
    expect(completedSet).toHaveLength(before.length);
    expect((await loadQuestionSet(m, inquiry, open.id)).some(isLate)).toBe(true);
    expect((await loadQuestionSet(m, inquiry)).some(isLate)).toBe(true);

    const view = (await op.get(`/api/SurveyAnswer/${inquiry.id}/ViewSurveyAnswers/${staffUser.id}`).expect(200)).body;
    expect(JSON.stringify(view)).not.toContain('Approved late');
    const form = (
      await staff
        .get(`/api/SurveyAnswer/${inquiry.inquiryTypeId}/${inquiry.id}/SurveyFormQuestions?pageSize=-1`)
        .expect(200)
    ).body;
    expect(JSON.stringify(form)).not.toContain('Approved late');
    const openEnded = (
      await op.get(`/api/SurveyAnswer/${inquiry.id}/ViewOpenEndedSurveyAnswers/${staffUser.id}?pageSize=-1`).expect(200)
    ).body;
    expect(JSON.stringify(openEnded)).not.toContain('Approved late');
  });
});
