import { addEnpsQuestion } from './enps-fixture';
import { CULTURE_A, CULTURE_B, SERIES_TYPE } from './series-fixture';
import { Client, personas, Personas } from './support/personas';
import { createTestApp, DEMO, TestApp } from './support/test-app';
import { createRound, publish } from './trends-fixture';

/**
 * eNPS per round of a series, on the Trend read. Round 1 (5 forms) answers 10, 9, 9, 9, 8; round 2 (6 forms)
 * 10, 10, 9, 8, 7, 6.
 *   Round 1: P 4, passives 1, D 0: score 100 × 4/5 = 80; Var = (0.8 + 0 − 0.8²) / 5 = 0.032, √ = 0.178885,
 *            × 196 = 35.06: 44.94 → 44.9, 115.06 → 100 (clamped).
 *   Round 2: P 3, passives 2, D 1: score 100 × 2/6 = 33.33 → 33.3; Var = (0.5 + 0.1667 − 0.3333²) / 6 = 0.092593,
 *            √ = 0.304290, × 196 = 59.64: −26.31 → −26.3, 92.97 → 93.0.
 */
describe('eNPS on the trend of a series', () => {
  let t: TestApp;
  let api: Personas;
  let operator: Client;
  let admin: Client;
  let first: number;
  let second: number;
  let plain: number;
  const trend = (id: number, as: Client, segment?: string) =>
    as.get(`/api/Insights/Trend/${id}${segment ? `?segment=${encodeURIComponent(segment)}` : ''}`);

  beforeAll(async () => {
    t = await createTestApp();
    api = await personas(t);
    operator = api.as('operator');
    admin = api.as('northwindAdmin');
    const nw = await t.users.findOneByOrFail({ email: DEMO.northwindAdmin });
    const base = { customerId: nw.customerId!, createdByUserId: nw.id, typeName: SERIES_TYPE };
    const a = await createRound(t, { ...base, description: 'eNPS round 1', answers: CULTURE_A });
    await addEnpsQuestion(t, a, [10, 9, 9, 9, 8]);
    await publish(t, a.id);
    const b = await createRound(t, { ...base, description: 'eNPS round 2', answers: CULTURE_B, previousId: a.id });
    await addEnpsQuestion(t, b, [10, 10, 9, 8, 7, 6]);
    await publish(t, b.id);
    const c = await createRound(t, {
      ...base,
      description: 'Round without eNPS',
      answers: CULTURE_B,
      previousId: b.id,
      published: true,
    });
    [first, second, plain] = [a.id, b.id, c.id];
  });
  afterAll(() => t.close());

  it('gives each round its hand-computed eNPS, for the customer admin and the super admin alike', async () => {
    for (const as of [admin, operator]) {
      const body = (await trend(second, as).expect(200)).body;
      expect(body.Rounds.map((r: { InquiryId: number }) => r.InquiryId)).toEqual([first, second]);
      expect(body.Rounds[0].Enps).toMatchObject({
        N: 5,
        Promoters: 4,
        Passives: 1,
        Detractors: 0,
        Score: 80,
        Low: 44.9,
        High: 100,
        Withheld: false,
      });
      expect(body.Rounds[1].Enps).toMatchObject({
        N: 6,
        Promoters: 3,
        Passives: 2,
        Detractors: 1,
        Score: 33.3,
        Low: -26.3,
        High: 93,
        Withheld: false,
      });
    }
  });

  it('has no eNPS for a round without the question, and none for a group of respondents', async () => {
    const body = (await trend(plain, admin).expect(200)).body;
    expect(body.Rounds.map((r: { Enps: unknown }) => r.Enps === null)).toEqual([false, false, true]);
    const grouped = (await trend(plain, operator, 'Department:Sales').expect(200)).body;
    expect(grouped.Rounds.every((r: { Enps: unknown }) => r.Enps === null)).toBe(true);
  });

  it('refuses another organisation (404)', async () => {
    await api.as('contosoAdmin').get(`/api/Insights/Trend/${second}`).expect(404);
  });
});
