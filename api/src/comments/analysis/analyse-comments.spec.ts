import { analyseComments, createCommentAnalyser, finishAnalysis, SourceComment } from './analyse-comments';
import runAnalysisTask from './comment-analysis.worker';
import { LABELLED_COMMENTS } from './labelled-comments.fixture';
import { analysedText, MAX_ANALYSED_CHARS, ReadComment, readComment } from './read-comment';

const source = (texts: (string | null)[], question = 'd:1'): SourceComment[] =>
  texts.map((text, i) => ({ ref: i + 1, question, text }));
const sign = (x: number | null) => (x === null ? null : x > 0.05 ? 1 : x < -0.05 ? -1 : 0);

describe('analyseComments on the hand-labelled set', () => {
  const result = analyseComments(source(LABELLED_COMMENTS.map((c) => c.text)));
  const themes = result.questions[0].themes;
  const labels = themes.map((t) => t.label);

  it('finds the themes a reader finds, with their counts', () => {
    expect(labels).toEqual(expect.arrayContaining(['meetings', 'approval process', 'team', 'training programme']));
    const count = (label: string) => themes.find((t) => t.label === label)!.count;
    expect(count('meetings')).toBe(3);
    expect(count('approval process')).toBe(3);
    expect(count('team')).toBe(3);
    expect(count('training programme')).toBe(2);
  });

  it('keeps a theme of the French comments although they are not scored', () => {
    const french = themes.find((t) => t.label === 'réunions');
    expect(french).toMatchObject({ count: 2, sentiment: null });
  });

  it('gives each comment the sentiment sign a reader gives it, and null for French', () => {
    result.comments.forEach((c) =>
      expect([c.ref, sign(c.sentiment)]).toEqual([c.ref, LABELLED_COMMENTS[c.ref - 1].sign]),
    );
  });

  it('gives each theme the sign of its comments', () => {
    const of = (label: string) => themes.find((t) => t.label === label)!.sentiment!;
    expect(of('meetings')).toBeLessThan(0);
    expect(of('approval process')).toBeLessThan(0);
    expect(of('team')).toBeGreaterThan(0);
    expect(of('training programme')).toBeGreaterThan(0);
  });

  it('ties each comment to its themes (several when it has several)', () => {
    const labelsOf = (ref: number) => result.comments.find((c) => c.ref === ref)!.themes.map((i) => labels[i]);
    LABELLED_COMMENTS.forEach((c, i) => expect(labelsOf(i + 1)).toEqual(expect.arrayContaining(c.themes)));
    const both = analyseComments(
      source(['Slow approval process and long meetings', 'meetings again', 'the approval process']),
    );
    const bothLabels = both.questions[0].themes.map((t) => t.label);
    expect(both.comments[0].themes.map((i) => bothLabels[i]).sort()).toEqual(['approval process', 'meetings']);
  });
});

describe('analyseComments on bad input', () => {
  it('leaves out empty, whitespace-only and placeholder answers and counts the rest', () => {
    const r = analyseComments(source(['', '   \n\t ', null, 'NA', 'n/a', 'Meetings are long', 'meetings are boring']));
    expect(r.questions[0].comments).toBe(2);
    expect(r.comments.map((c) => c.ref)).toEqual([6, 7]);
  });

  it('reads emoji, HTML and script text as text without failing', () => {
    const r = analyseComments(
      source([
        '<script>alert("x")</script> the canteen is awful 👎',
        '<b>canteen</b> food is awful 😡',
        '🙂🙂🙂',
        '<<<>>>',
      ]),
    );
    expect(r.questions[0].comments).toBe(4);
    expect(r.questions[0].themes.map((t) => t.label)).toContain('canteen');
    expect(r.comments[0].sentiment).toBeLessThan(0);
  });

  it('reads a 10,000-character comment', () => {
    const long = 'The parking situation is bad. '.repeat(340).slice(0, 10_000);
    const t = Date.now();
    const r = analyseComments(source([long, 'parking is bad', 'no parking spaces']));
    expect(Date.now() - t).toBeLessThan(5000);
    expect(r.questions[0].themes[0]).toMatchObject({ label: 'parking', count: 3 });
  });

  it('ranks a phrase against the rest of the inquiry: one common to every question is not the top theme', () => {
    const common = (q: string, extra: string) =>
      source([`the company ${extra}`, `company and ${extra}`, `our company ${extra}`], q);
    const r = analyseComments([...common('d:1', 'salary'), ...common('d:2', 'office'), ...common('d:3', 'holidays')]);
    expect(r.questions.find((q) => q.question === 'd:1')!.themes[0].label).toBe('salary');
  });
});

describe('readComment', () => {
  it('takes no unit of time alone as a key phrase, but keeps it inside one', () => {
    expect([...readComment('Priorities change every week').phrases.keys()]).not.toContain('week');
    expect([...readComment('The time pressure is huge').phrases.keys()]).toContain('time pressure');
  });

  it('scores English and not other languages', () => {
    expect(readComment('I love this').sentiment).toBeGreaterThan(0);
    expect(readComment('Die Besprechungen sind zu lang und die Kommunikation ist schlecht').sentiment).toBeNull();
  });
});

describe('the analysis split between threads', () => {
  it('gives the same result when the comments are read elsewhere and the themes found from a copied state', () => {
    const comments = [
      ...source(LABELLED_COMMENTS.map((c) => c.text)),
      ...source(['Slow approval process', 'approval process again', 'my team is great'], 'c:4'),
    ];
    const here = analyseComments(comments);
    // As in the API: each text read by a worker task, copied back, the state copied to the themes task.
    const reads = structuredClone(
      runAnalysisTask({ kind: 'read', texts: comments.map((c) => c.text!) }),
    ) as ReadComment[];
    const analyser = createCommentAnalyser();
    comments.forEach((c, i) => analyser.addRead(c.ref, c.question, reads[i]));
    const state = structuredClone(analyser.state());
    expect(runAnalysisTask({ kind: 'themes', state })).toEqual(here);
    expect(finishAnalysis(state)).toEqual(here);
  });
});

describe('analysedText', () => {
  it('reads at most MAX_ANALYSED_CHARS (2,000) of a comment, cut after a whole word', () => {
    expect(MAX_ANALYSED_CHARS).toBe(2_000);
    const text = analysedText('word '.repeat(1_000));
    expect(text.length).toBeLessThanOrEqual(2_000);
    expect(text.length).toBeGreaterThan(1_950);
    expect(text.endsWith('word')).toBe(true);
    expect(analysedText('x'.repeat(5_000))).toHaveLength(2_000);
  });

  it('folds whitespace first, and gives the same text when read again', () => {
    const text = `  Slow\n\n  approvals ${'and more meetings '.repeat(200)}`;
    expect(analysedText(text).startsWith('Slow approvals and')).toBe(true);
    expect(analysedText(analysedText(text))).toBe(analysedText(text));
  });

  it('finds no theme in what follows the first 2,000 characters', () => {
    const opening = 'The weather is nice today. '.repeat(80);
    const r = analyseComments(source([`${opening} The parking is bad.`, `${opening} Parking again.`]));
    expect(r.questions[0].themes.map((t) => t.label)).not.toContain('parking');
    expect(analyseComments(source(['The parking is bad.', 'Parking again.'])).questions[0].themes[0].label).toBe(
      'parking',
    );
  });
});
