import { SurveyAnswer } from '../src/answers/survey-answer.entity';
import * as readComment from '../src/comments/analysis/read-comment';
import type { AnalysisTask } from '../src/comments/analysis/comment-analysis.worker';
import { CommentAnalysis } from '../src/comments/comment-analysis.entity';
import { CommentAnalysisWorkers } from '../src/comments/comment-analysis-workers';
import { Inquiry } from '../src/inquiries/inquiry.entity';
import { Client, personas } from './support/personas';
import { createTestApp, TestApp } from './support/test-app';

// The request thread's copy of the comment reader, wrapped to count its calls (each still runs the real function);
// the workers load their own copy, which this does not touch. (A spy on the module object cannot redefine its
// compiled exports.)
jest.mock('../src/comments/analysis/read-comment', () => {
  const actual = jest.requireActual('../src/comments/analysis/read-comment');
  return { ...actual, analysedText: jest.fn(actual.analysedText), readComment: jest.fn(actual.readComment) };
});

/**
 * Every part of the comment analysis that reads a comment's text runs in the workers (docs/architecture.md, "Work off
 * the request thread"): when the operator opens an inquiry's comments, releases them and the customer admin opens
 * them, the request thread only pages the answers, hands over the part of each text the analysis looks at, and
 * stores the result.
 */
describe('Comment analysis: nothing of it on the request thread', () => {
  let t: TestApp;
  let operator: Client;
  let customerAdmin: Client;
  let inquiry: Inquiry;
  let essay: string;

  beforeAll(async () => {
    t = await createTestApp();
    const api = await personas(t);
    [operator, customerAdmin] = [api.as('operator'), api.as('northwindAdmin')];
    inquiry = await t.dataSource
      .getRepository(Inquiry)
      .findOneByOrFail({ description: 'Annual organisational health check 2026' });
    // One comment is a pasted essay, far longer than what the analysis reads of it.
    const answers = t.dataSource.getRepository(SurveyAnswer);
    const comment = (await answers.findBy({ inquiryId: inquiry.id })).find((a) => (a.textAnswer ?? '').length > 20)!;
    essay = `${comment.textAnswer} ${'The approval process is far too slow and confusing. '.repeat(100)}`;
    await answers.update({ id: comment.id }, { textAnswer: essay });
  });
  afterAll(() => t.close());

  it('reads every comment in the workers, and hands them only the part of a text the analysis looks at', async () => {
    expect(await t.dataSource.getRepository(CommentAnalysis).countBy({ inquiryId: inquiry.id })).toBe(0);
    const workers = t.app.get(CommentAnalysisWorkers);
    const onRequestThread = [jest.mocked(readComment.analysedText), jest.mocked(readComment.readComment)];
    onRequestThread.forEach((mock) => mock.mockClear());
    const inWorker = jest.spyOn(workers.pool, 'run');
    try {
      const themes = await operator.get(`/api/Insights/CommentThemes/${inquiry.id}`).expect(200);
      expect(themes.body.Questions.some((q: { Count: number }) => q.Count > 0)).toBe(true);
      await operator.put(`/api/Insights/CommentsRelease/${inquiry.id}`).send({ Released: true }).expect(200);
      const seen = await customerAdmin.get(`/api/Insights/CommentThemes/${inquiry.id}`).expect(200);
      expect(seen.body).toMatchObject({ Released: true, Gated: false });
      const page = await customerAdmin.get(`/api/Insights/Comments/${inquiry.id}?pageSize=-1`).expect(200);
      // The list shows the whole comment; the analysis read its beginning.
      expect(page.body.data.some((c: { Text: string }) => c.Text === essay)).toBe(true);

      for (const mock of onRequestThread) expect(mock).not.toHaveBeenCalled();
      const texts = inWorker.mock.calls.flatMap(([task]) =>
        (task as AnalysisTask).kind === 'read' ? (task as { texts: string[] }).texts : [],
      );
      expect(texts.length).toBeGreaterThan(0);
      expect(Math.max(...texts.map((x) => x.length))).toBeLessThanOrEqual(readComment.MAX_SOURCE_CHARS);
      expect(texts).toContain(essay.slice(0, readComment.MAX_SOURCE_CHARS));
    } finally {
      inWorker.mockRestore();
    }
  });
});
