import { AnswersService } from '../src/answers/answers.service';
import { CustomQuestion } from '../src/custom-questions/custom-question.entity';
import { DiagnosticQuestion } from '../src/diagnostic-questions/diagnostic-question.entity';
import { Inquiry } from '../src/inquiries/inquiry.entity';
import { indexAnswers, loadQuestionSet } from '../src/question-sets/question-set';
import { SurveyAnswer } from '../src/answers/survey-answer.entity';
import { createTestApp, TestApp } from './support/test-app';

/** The form's question set and answers are read as plain rows: they must say what the entities say, on both engines. */
describe('Question set and answers read as rows', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('gives every question of every inquiry with the fields the ORM hydrates, in form order', async () => {
    const m = t.dataSource.manager;
    const inquiries = await m.find(Inquiry);
    let checked = 0;
    for (const inquiry of inquiries) {
      const set = await loadQuestionSet(m, inquiry);
      const diagnostic = await m.find(DiagnosticQuestion, {
        where: { pathway: { inquiryTypeId: inquiry.inquiryTypeId } },
        relations: { pathway: true },
      });
      const custom = await m.find(CustomQuestion, { where: { inquiryId: inquiry.id, status: 'Approved' } });
      const expected = new Map([
        ...diagnostic.map((q) => [`d:${q.id}`, { ...q.question }] as const),
        // A custom Rating is asked on the 1-5 scale: its stored options are not read.
        ...custom.map((q) => [`c:${q.id}`, { ...q.question, ratingOptions: [] as string[] }] as const),
      ]);
      expect(set).toHaveLength(expected.size);
      for (const q of set) expect(q.fields).toEqual(expected.get(`${q.isCustom ? 'c' : 'd'}:${q.id}`));
      const areas = set.map((q) => ['Structure', 'People', 'Process', 'Culture', 'Other'].indexOf(q.fields.area));
      expect(areas).toEqual([...areas].sort((a, b) => a - b));
      checked += set.length;
    }
    expect(checked).toBeGreaterThan(0);
    // Options of both kinds are read back as lists.
    const options = (await Promise.all(inquiries.map((i) => loadQuestionSet(m, i)))).flat();
    expect(options.some((q) => Array.isArray(q.fields.ratingOptions) && q.fields.ratingOptions.length)).toBe(true);
    expect(options.some((q) => Array.isArray(q.fields.checkboxOptions) && q.fields.checkboxOptions.length)).toBe(true);
  });

  it('gives every stored answer of a form as the entity holds it', async () => {
    const m = t.dataSource.manager;
    const answers = await m.find(SurveyAnswer);
    const respondentIds = [...new Set(answers.map((a) => a.respondentId))];
    expect(respondentIds.length).toBeGreaterThan(0);
    for (const respondentId of respondentIds) {
      const { byKey } = indexAnswers(await t.app.get(AnswersService).ofRespondent(respondentId, m), []);
      const own = answers.filter((a) => a.respondentId === respondentId);
      expect(byKey.size).toBe(own.length);
      for (const a of own) {
        const { questionId, isCustomQuestion, performance, importance, textAnswer, checkboxAnswer, fileId } = a;
        expect(byKey.get(`${isCustomQuestion ? 'c' : 'd'}:${questionId}`)).toEqual({
          questionId,
          isCustomQuestion,
          performance,
          importance,
          textAnswer,
          checkboxAnswer,
          fileId,
        });
      }
    }
  });
});
