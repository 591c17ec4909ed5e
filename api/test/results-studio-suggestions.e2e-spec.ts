import { Finding } from '../src/findings/finding.entity';
import { InquiryType } from '../src/inquiry-types/inquiry-type.entity';
import { Inquiry } from '../src/inquiries/inquiry.entity';
import { closedRound, STUDIO_TYPE, twoRounds } from './results-studio-fixture';
import { Client, personas } from './support/personas';
import { createTestApp, DEMO, TestApp } from './support/test-app';
import { createRound } from './trends-fixture';

interface Evidence {
  Kind: string;
  Area: string;
  Score?: number;
}
interface Ranked {
  Score: number;
  Evidence: Evidence[];
}
const WEIGHT: Record<string, number> = { ConcentrateHere: 3, Vulnerability: 2, SignificantDrop: 2 };

/** The fixture's figures are worked out in results-studio-fixture.ts. */
describe('results studio suggestions follow the figures the customer will see', () => {
  let t: TestApp;
  let operator: Client;
  let previous: Inquiry;
  let current: Inquiry;
  let body: {
    Forms: number;
    Message: string | null;
    Signals: (Evidence & Record<string, unknown>)[];
    Findings: (Ranked & { FindingId: number; Area: string; Text: string })[];
    Recommendations: (Ranked & { Areas: string[]; LevelOfFocus: number })[];
    Roadmaps: (Ranked & { Areas: string[]; Steps: unknown[] })[];
    AreaColors: {
      Area: string;
      Color: string | null;
      Figure: number | null;
      N: number;
      Rule: string;
      NoColour: string | null;
    }[];
    CompletedForms: number;
    MinRespondents: number;
  };

  beforeAll(async () => {
    t = await createTestApp();
    operator = (await personas(t)).as('operator');
    ({ previous, current } = await twoRounds(t));
    body = (await operator.get(`/api/Results/${current.id}/Suggestions`).expect(200)).body;
  });
  afterAll(() => t?.close());

  it('finds the concentrate-here items, the Vulnerability area and the significant drop, each with its figures and N', () => {
    expect(body.Forms).toBe(5);
    expect(body.Message).toBeNull();
    const none = { MeanPerformance: null, MeanImportance: null, Gap: null, AreaFigure: null, Change: null, P: null };
    expect(body.Signals).toEqual([
      expect.objectContaining({
        Kind: 'ConcentrateHere',
        Area: 'People',
        Item: 'Digital skills',
        MeanPerformance: 1.4,
        MeanImportance: 5,
        Gap: 3.6,
        N: 5,
      }),
      expect.objectContaining({
        Kind: 'ConcentrateHere',
        Area: 'Culture',
        Item: 'Appetite for change',
        MeanPerformance: 2.4,
        MeanImportance: 4.6,
        Gap: 2.2,
        N: 5,
      }),
      expect.objectContaining({ ...none, Kind: 'Vulnerability', Area: 'People', Item: null, AreaFigure: 1.4, N: 5 }),
      expect.objectContaining({
        Kind: 'SignificantDrop',
        Area: 'Process',
        Item: 'Automation',
        Change: -1,
        FromInquiryId: previous.id,
        N: 5,
      }),
    ]);
    const drop = body.Signals[3];
    expect(drop.P as number).toBeLessThan(0.05);
    for (const s of body.Signals) expect(typeof s.Why).toBe('string');
  });

  it('ranks the library findings by the signals of their area, each carrying them as evidence', async () => {
    const type = await t.dataSource.getRepository(InquiryType).findOneByOrFail({ name: STUDIO_TYPE });
    const library = await t.dataSource.getRepository(Finding).find({ where: { inquiryTypeId: type.id } });
    const ofArea = (area: string) =>
      library
        .filter((f) => f.area === area)
        .map((f) => f.id)
        .sort((a, b) => a - b);
    expect(ofArea('People').length).toBeGreaterThan(0);
    expect(ofArea('Culture').length).toBeGreaterThan(0);
    const suggested = (area: string) =>
      body.Findings.filter((f) => f.Area === area)
        .map((f) => f.FindingId)
        .sort((a, b) => a - b);
    expect(suggested('People')).toEqual(ofArea('People'));
    expect(suggested('Culture')).toEqual(ofArea('Culture'));
    expect(suggested('Process')).toEqual(ofArea('Process'));
    // Structure has no signal: none of its findings is suggested.
    expect(suggested('Structure')).toEqual([]);
    // People (concentrate here 3 + Vulnerability 2) before Culture (3) before Process (drop 2).
    const order = body.Findings.map((f) => `${f.Area}:${f.Score}`);
    const expected = [
      ...ofArea('People').map(() => 'People:5'),
      ...ofArea('Culture').map(() => 'Culture:3'),
      ...ofArea('Process').map(() => 'Process:2'),
    ];
    expect(order).toEqual(expected);
    for (const f of body.Findings) expect(f.Evidence).toEqual(body.Signals.filter((s) => s.Area === f.Area));
  });

  it('relates recommendations and roadmaps to areas, scores them by their evidence and proposes colours with the rule', () => {
    for (const list of [body.Recommendations, body.Roadmaps]) {
      for (const r of list) {
        expect(r.Evidence.length).toBeGreaterThan(0);
        expect(r.Evidence.every((e) => r.Areas.includes(e.Area))).toBe(true);
        expect(r.Score).toBe(r.Evidence.reduce((s, e) => s + WEIGHT[e.Kind], 0));
      }
      expect(list.map((r) => r.Score)).toEqual([...list.map((r) => r.Score)].sort((a, b) => b - a));
    }
    for (const r of body.Recommendations) expect(r.LevelOfFocus).toBeGreaterThanOrEqual(0);
    expect(body.Roadmaps.length).toBeGreaterThan(0);
    expect(body.Recommendations.length).toBeGreaterThan(0);
    expect(body.AreaColors.map(({ Area, Color, Figure, N }) => ({ Area, Color, Figure, N }))).toEqual([
      { Area: 'Culture', Color: 'yellow', Figure: 2.4, N: 5 },
      { Area: 'People', Color: 'red', Figure: 1.4, N: 5 },
      { Area: 'Process', Color: 'green', Figure: 3.8, N: 5 },
      { Area: 'Structure', Color: 'blue', Figure: 3, N: 5 },
    ]);
    for (const c of body.AreaColors) expect(c.Rule).toContain('≥ 3.75 green');
    for (const c of body.AreaColors) expect(c).toHaveProperty('NoColour', null);
    expect(body).toMatchObject({ CompletedForms: 5, MinRespondents: 5 });
  });

  it('suggests nothing from figures the customer will not see (below the floor), and says why', async () => {
    const admin = await t.users.findOneByOrFail({ email: DEMO.northwindAdmin });
    const few = await createRound(t, {
      customerId: admin.customerId!,
      createdByUserId: admin.id,
      typeName: STUDIO_TYPE,
      description: 'Studio below the floor',
      answers: {
        'Digital skills': [
          [1, 5],
          [1, 5],
          [1, 5],
        ],
      },
    });
    const res = (await operator.get(`/api/Results/${few.id}/Suggestions`).expect(200)).body;
    expect(res.Message).toMatch(/fewer than the 5/);
    expect([res.Signals, res.Findings, res.Recommendations, res.Roadmaps]).toEqual([[], [], [], []]);
    expect(res.AreaColors.map((c: { Color: string | null }) => c.Color)).toEqual([null, null, null, null]);
    expect(res.AreaColors[0].Rule).toMatch(/^No colour: the results would be published over 3 completed forms/);
    // The reason as a code and the counts, so each screen says it in its reader's language.
    expect(res.AreaColors.map((c: { NoColour: string | null }) => c.NoColour)).toEqual(Array(4).fill('TooFewForms'));
    expect(res).toMatchObject({ CompletedForms: 3, MinRespondents: 5 });
  });

  it('answers 404 for an inquiry that does not exist', async () => {
    await closedRound(t, 'Studio exists');
    await operator.get('/api/Results/999999/Suggestions').expect(404);
  });
});
