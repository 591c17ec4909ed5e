import { SurveyAnswer } from '../src/answers/survey-answer.entity';
import {
  answerItem,
  formStage,
  FormStage,
  openStaffForm,
  saveForm,
  statementsMatching,
  StatementWatch,
} from './support/stages';
import { FormQuestion as Q } from './support/survey-fixtures';
import { TestApp } from './support/test-app';

/**
 * A background save that reads nothing of the answer asks for `Prefer: return=minimal` (RFC 7240): it is answered
 * with the form's state instead of the whole form, reads only the questions it names, and stores, keeps and checks
 * exactly what a save without the preference does.
 */
describe('AddSurveyAnswers with Prefer: return=minimal', () => {
  let stage: FormStage;
  let t: TestApp;
  // The question-set statements and the reads of a form's stored answers while a save runs.
  let setReads: StatementWatch;

  beforeAll(async () => {
    stage = await formStage();
    t = stage.t;
    setReads = statementsMatching(t.dataSource, /\bFROM (diagnostic_questions|survey_answers WHERE respondent_id)\b/i);
  });
  afterAll(() => t.close());

  const openForm = () => openStaffForm<Q>(stage, 'Minimal saves');
  const item = (inquiryId: number, q: Q, value: string) =>
    answerItem(stage, inquiryId, q, {
      Answer: q.Type === 'Rating' ? value : `Text ${value}`,
      ...(q.Type === 'Rating' && q.Area !== 'Other' ? { ValueAnswer: value } : {}),
    });
  const save = (status: string, items: object[], prefer?: string) => {
    const req = saveForm(stage, status, items);
    return prefer ? req.set('Prefer', prefer) : req;
  };
  const readsOf = <T>(send: () => PromiseLike<T>) => setReads.during(send);
  const performanceOf = async (inquiryId: number) =>
    new Map(
      (await t.dataSource.getRepository(SurveyAnswer).find({ where: { inquiryId } })).map((a) => [
        a.questionId,
        a.performance,
      ]),
    );

  it('answers a one-item draft with the state only, reading that one question, and keeps the other answers', async () => {
    const { id, questions } = await openForm();
    const ratings = questions.filter((q) => q.Type === 'Rating' && !q.IsCustomQuestion);
    await save(
      'saveasdraft',
      ratings.map((q) => item(id, q, '3')),
    ).expect(200);

    const { res, statements: reads } = await readsOf(() =>
      save('saveasdraft', [item(id, ratings[0], '5')], 'return=minimal').expect(200),
    );
    expect(res.body).toEqual({ Status: 'saveasdraft' });
    expect(res.headers['preference-applied']).toBe('return=minimal');
    // The question set and the stored answers are read for the named question only.
    const [set, answers, ...others] = reads;
    expect(others).toEqual([]);
    expect(set.sql).toMatch(/\bFROM diagnostic_questions\b/);
    expect(set.sql).toMatch(/\bq\.id IN \(\?\)/);
    expect(set.sql).not.toMatch(/\bq\.id IN \(\?, /);
    expect(set.parameters).toContain(ratings[0].Id);
    expect(answers.sql).toMatch(/\bquestion_id IN \(\?\)/);
    expect(answers.parameters).toEqual([expect.anything(), ratings[0].Id]);

    const stored = await performanceOf(id);
    expect(stored.size).toBe(ratings.length);
    expect(stored.get(ratings[0].Id)).toBe(5);
    for (const q of ratings.slice(1)) expect(stored.get(q.Id)).toBe(3);

    // Without the preference the same save answers the whole form, as before.
    const full = await save('saveasdraft', [item(id, ratings[1], '4')]).expect(200);
    expect((full.body.data as Q[]).length).toBe(questions.length);
    expect(full.headers['preference-applied']).toBeUndefined();
  });

  it('refuses what a save without the preference refuses: a question outside the form, and an incomplete submit', async () => {
    const { id, questions } = await openForm();
    const rating = questions.find((q) => q.Type === 'Rating' && !q.IsCustomQuestion)!;
    const outside = { ...rating, Id: Math.max(...questions.map((q) => q.Id)) + 10_000 };
    const refused = await save('saveasdraft', [item(id, outside, '2')], 'return=minimal').expect(400);
    expect(JSON.stringify(refused.body)).toContain(`Question ${outside.Id} is not part of this inquiry's survey form`);
    expect((await performanceOf(id)).size).toBe(0);

    // Completing checks the whole form, whatever the preference: one answer is not a complete form.
    const incomplete = await save('completed', [item(id, rating, '2')], 'return=minimal').expect(400);
    expect(JSON.stringify(incomplete.body)).toContain('Survey form incomplete');
  });

  it('answers a complete submit with the completed state', async () => {
    const { id, questions } = await openForm();
    const answerable = questions.filter((q) => q.Type === 'Rating' || q.Type === 'Textbox');
    const res = await save(
      'completed',
      answerable.map((q) => item(id, q, '4')),
      'respond-async, return=minimal',
    ).expect(200);
    expect(res.body).toEqual({ Status: 'completed' });
    expect(await save('saveasdraft', [item(id, answerable[0], '1')], 'return=minimal').expect(409)).toBeTruthy();
  });
});
