import { Inquiry } from '../src/inquiries/inquiry.entity';
import { Client, personas } from './support/personas';
import { Auditing, startAuditing } from './support/confidentiality-harness';
import { TestApp } from './support/test-app';
import { libraryIds, RoundAnswers } from './trends-fixture';
import { CULTURE_A, CULTURE_B, northwindSeries, SERIES_TYPE } from './series-fixture';

/**
 * Raw answers, [performance, importance] per completed form (0 = DK). Culture = Shared values + Openness to
 * feedback; Leadership visibility is People. Round A (5 forms) is the round the actions were planned on,
 * round B (6 forms) the next one.
 *   Shared values P 3,2,4,3,3 → 4,5,4,4,3,5: up, significant (Welch p ≈ 0.027)
 *   Openness P 2,3,3,2,DK → 3,3,4,3,2,3: up 0.5, within chance (p ≈ 0.23)
 *   Leadership visibility P 4,4,5,4,4 → 2,3,2,3,2,3: down, significant
 */
const A: RoundAnswers = {
  ...CULTURE_A,
  'Leadership visibility': [
    [4, 4],
    [4, 4],
    [5, 4],
    [4, 5],
    [4, 4],
  ],
};
const B: RoundAnswers = {
  ...CULTURE_B,
  'Leadership visibility': [
    [2, 4],
    [3, 4],
    [2, 4],
    [3, 5],
    [2, 4],
    [3, 4],
  ],
};

// ---- The hand computation: from the raw answers, written out independently of the API's statistics code. ----

/** Student's t 0.975 quantiles from a printed table, by degrees of freedom. */
const T975: Record<number, number> = { 3: 3.1824, 4: 2.7764, 5: 2.5706 };

interface Side {
  mean: number;
  n: number;
  /** Standard error of the mean. */
  se: number;
}
const r2 = (x: number) => Math.round(x * 100) / 100;

function sideOf(ratings: number[]): Side {
  const xs = ratings.filter((x) => x > 0);
  const n = xs.length;
  const mean = xs.reduce((a, b) => a + b, 0) / n;
  const s2 = xs.reduce((a, x) => a + (x - mean) ** 2, 0) / (n - 1);
  return { mean, n, se: Math.sqrt(s2 / n) };
}

/** An area: the mean of its questions' means, SE the mean of their SEs, N the most raters of one question. */
function areaSide(sides: Side[]): Side {
  return {
    mean: sides.reduce((a, s) => a + s.mean, 0) / sides.length,
    n: Math.max(...sides.map((s) => s.n)),
    se: sides.reduce((a, s) => a + s.se, 0) / sides.length,
  };
}

const interval = (s: Side) => [r2(s.mean - T975[s.n - 1] * s.se), r2(s.mean + T975[s.n - 1] * s.se)];

/** Two-sided p of Student's t with ν degrees of freedom: the density integrated numerically (x = tan θ, Simpson). */
function twoSidedP(t: number, df: number): number {
  const g = (theta: number) => {
    const x = Math.tan(theta);
    return (1 + (x * x) / df) ** (-(df + 1) / 2) / Math.cos(theta) ** 2;
  };
  const simpson = (a: number, b: number, steps = 20000) => {
    const h = (b - a) / steps;
    let sum = g(a) + g(b);
    for (let i = 1; i < steps; i++) sum += (i % 2 ? 4 : 2) * g(a + i * h);
    return (sum * h) / 3;
  };
  const edge = Math.PI / 2 - 1e-9;
  const whole = simpson(-edge, edge);
  const inside = simpson(-Math.atan(Math.abs(t)), Math.atan(Math.abs(t)));
  return 1 - inside / whole;
}

function welch(before: Side, after: Side) {
  const a = before.se ** 2;
  const b = after.se ** 2;
  const t = (after.mean - before.mean) / Math.sqrt(a + b);
  const df = (a + b) ** 2 / (a ** 2 / (before.n - 1) + b ** 2 / (after.n - 1));
  return { diff: after.mean - before.mean, p: twoSidedP(t, df) };
}

const perf = (answers: [number, number][]) => answers.map(([p]) => p);

type Point = {
  InquiryId: number;
  Performance: number | null;
  N: number;
  NPerformance: number;
  Ci95: { Performance: number[] | null };
};
type Item = {
  QuestionId: number | null;
  Area: string;
  Title: string;
  Before: Point;
  After: Point;
  Change: { Performance: number | null; PerformanceP: number | null; PerformanceSignificant: boolean } | null;
  Verdict: string;
};
type Effects = {
  InquiryId: number;
  PreviousInquiryId: number | null;
  BeforeN: number | null;
  AfterN: number | null;
  Message: string | null;
  Actions: { Id: number; Title: string; Status: string; Verdict: string; Items: Item[] }[];
};

describe('Insights/ActionEffects: did the previous round’s actions work', () => {
  let auditing: Auditing;
  let t: TestApp;
  let operator: Client;
  let admin: Client;
  let staff: Client;
  let contoso: Client;
  let anonymous: Client;
  let a: Inquiry;
  let b: Inquiry;
  let c: Inquiry;
  let ids: Record<string, number>;
  const actionIds: Record<string, number> = {};

  beforeAll(async () => {
    auditing = await startAuditing();
    t = auditing.t;
    const api = await personas(t);
    [operator, admin, staff, contoso, anonymous] = [
      api.as('operator'),
      api.as('northwindAdmin'),
      api.as('northwindStaff'),
      api.as('contosoAdmin'),
      api.anonymous(),
    ];
    ({ a, b, c } = await northwindSeries(t, {
      a: A,
      b: B,
      // The actions are planned on round A before round B exists. Round C: no figures for anyone.
      afterA: async (roundA) => {
        ids = await libraryIds(t, SERIES_TYPE);
        const plan = async (title: string, questions: string[], areas: string[] = []) => {
          const res = await admin
            .post(`/api/Inquiry/${roundA.id}/Actions`)
            .send({ Title: title, TargetQuestionIds: questions.map((q) => ids[q]), TargetAreas: areas })
            .expect(200);
          actionIds[title] = res.body.Id;
        };
        await plan('Values workshops', ['Shared values']);
        await plan('Leadership walkabouts', ['Leadership visibility']);
        await plan('Feedback training', ['Openness to feedback'], ['Culture']);
        await plan('Everything at once', ['Shared values', 'Leadership visibility']);
        await plan('Tidy the intranet', []);
      },
    }));
    await admin
      .post(`/api/Inquiry/${b.id}/Actions`)
      .send({ Title: 'Keep the workshops going', TargetQuestionIds: [ids['Shared values']] })
      .expect(200);
  });
  afterAll(() => auditing.close());

  const effects = async (as: Client, id: number) =>
    (await as.get(`/api/Insights/ActionEffects/${id}`).expect(200)).body as Effects;

  const expectItem = (item: Item, before: Side, after: Side, verdict: string) => {
    expect(item.Before).toMatchObject({
      InquiryId: a.id,
      Performance: r2(before.mean),
      N: expect.any(Number),
      Ci95: { Performance: interval(before) },
    });
    expect(item.After).toMatchObject({
      InquiryId: b.id,
      Performance: r2(after.mean),
      Ci95: { Performance: interval(after) },
    });
    const w = welch(before, after);
    expect(item.Change!.Performance).toBe(r2(w.diff));
    expect(item.Change!.PerformanceP).toBeCloseTo(w.p, 3);
    expect(item.Change!.PerformanceSignificant).toBe(w.p < 0.05);
    expect(item.Verdict).toBe(verdict);
  };

  it.each([
    // Openness has 4 ratings in round A (one DK): below MIN_RESPONDENTS, the customer's snapshot withholds it, and its area with it.
    ['the customer admin (published snapshots)', () => admin, 'NoFigures'],
    ['the operator (live figures)', () => operator, 'NoClearChange'],
  ])('answers the hand-computed figures and verdicts to %s', async (_who, as, feedback) => {
    const body = await effects(as(), b.id);
    expect(body).toMatchObject({ InquiryId: b.id, PreviousInquiryId: a.id, BeforeN: 5, AfterN: 6, Message: null });
    expect(body.Actions.map((x) => [x.Title, x.Verdict])).toEqual([
      ['Values workshops', 'Improved'],
      ['Leadership walkabouts', 'Worse'],
      ['Feedback training', feedback],
      ['Everything at once', 'NoClearChange'],
      ['Tidy the intranet', 'NoFigures'],
    ]);
    const byTitle = (title: string) => body.Actions.find((x) => x.Title === title)!;
    const side = (answers: Record<string, [number, number][]>, q: string) => sideOf(perf(answers[q]));

    const shared = byTitle('Values workshops').Items;
    expect(shared).toHaveLength(1);
    expect(shared[0]).toMatchObject({ QuestionId: ids['Shared values'], Area: 'Culture', Title: 'Shared values' });
    expect(shared[0].Before.N).toBe(5);
    expect(shared[0].After.N).toBe(6);
    expectItem(shared[0], side(A, 'Shared values'), side(B, 'Shared values'), 'Improved');

    const leadership = byTitle('Leadership walkabouts').Items[0];
    expect(leadership.Area).toBe('People');
    expectItem(leadership, side(A, 'Leadership visibility'), side(B, 'Leadership visibility'), 'Worse');

    const [openness, culture] = byTitle('Feedback training').Items;
    expect(culture).toMatchObject({ QuestionId: null, Area: 'Culture', Title: 'Culture' });
    if (feedback === 'NoFigures') {
      for (const item of [openness, culture]) {
        expect(item.Before).toMatchObject({ Performance: null, Ci95: { Performance: null } });
        expect(item.Change).toBeNull();
      }
    } else {
      expect(openness.Before).toMatchObject({ NPerformance: 4 });
      expectItem(openness, side(A, 'Openness to feedback'), side(B, 'Openness to feedback'), 'NoClearChange');
      const cultureOf = (answers: Record<string, [number, number][]>) =>
        areaSide([side(answers, 'Shared values'), side(answers, 'Openness to feedback')]);
      expectItem(culture, cultureOf(A), cultureOf(B), 'NoClearChange');
    }

    expect(byTitle('Everything at once').Items.map((i) => i.Verdict)).toEqual(['Improved', 'Worse']);
    expect(byTitle('Tidy the intranet').Items).toEqual([]);
  });

  it('judges nothing without figures in both rounds: the next round below the floor shows none', async () => {
    const body = await effects(admin, c.id);
    expect(body).toMatchObject({ InquiryId: c.id, PreviousInquiryId: b.id, BeforeN: 6, AfterN: null });
    expect(body.Message).toMatch(/Both rounds need figures/);
    expect(body.Actions).toHaveLength(1);
    expect(body.Actions[0]).toMatchObject({ Title: 'Keep the workshops going', Verdict: 'NoFigures' });
    expect(body.Actions[0].Items[0].After).toMatchObject({ InquiryId: c.id, Performance: null, N: 0 });
    expect(body.Actions[0].Items[0].Change).toBeNull();
  });

  it('has nothing to judge on the first round of a series', async () => {
    const body = await effects(admin, a.id);
    expect(body).toMatchObject({ PreviousInquiryId: null, Actions: [] });
    expect(body.Message).not.toBeNull();
  });

  it("answers 401 without a token, 403 to a customer user and 404 for another organisation's inquiry", async () => {
    const refused = [
      [anonymous, 401],
      [staff, 403],
      [contoso, 404],
    ] as const;
    for (const [as, status] of refused) {
      const res = await as.get(`/api/Insights/ActionEffects/${b.id}`).expect(status);
      expect(res.body).toMatchObject({ status, errorMessage: expect.any(Array) });
    }
    expect(actionIds['Values workshops']).toBeGreaterThan(0);
  });

  it('shows no figure about fewer than MIN_RESPONDENTS people: the confidentiality auditor over every customer read of both rounds', async () => {
    const { lines, gathered } = await auditing.audit(b.id, { series: [a.id, b.id] });
    expect(lines).toEqual([]);
    const shown = [...gathered.facts.values()].flat().filter((f) => f.read === 'ActionEffects' && f.kind === 'figure');
    // Both rounds' figures of the measured items were audited (Before against round A's answers).
    expect(shown.some((f) => f.group.inquiryId === a.id)).toBe(true);
    expect(shown.some((f) => f.group.inquiryId === undefined)).toBe(true);
  }, 600_000);
});
