import { decideGeneration, FormFacts, IMPORTANCE, PERFORMANCE } from './generation';

/**
 * The size the snapshot must handle: 5,000 forms × 120 questions, three attributes, Don't Know on one answer in
 * ten, two generations. Measured once here (the time is logged) and bounded loosely so a slow machine passes.
 */
describe('disclosure: 5,000 forms × 120 questions', () => {
  it('decides a second generation in well under the request budget', () => {
    let seed = 7;
    const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const questions = Array.from({ length: 120 }, (_, q) => `d:${q + 1}`);
    const forms: FormFacts[] = Array.from({ length: 5000 }, (_, i) => ({
      values: {
        Department: `D${Math.floor(rnd() * 12)}`,
        Location: `L${Math.floor(rnd() * 5)}`,
        Band: `B${Math.floor(rnd() * 4)}`,
      },
      joined: i < 4000 ? 1 : null,
      flags: Uint8Array.from(questions.map(() => (rnd() < 0.1 ? 0 : PERFORMANCE) | (rnd() < 0.1 ? 0 : IMPORTANCE))),
    }));
    const first = decideGeneration({
      min: 5,
      forms: forms.slice(0, 4000).map((f) => ({ ...f, joined: null })),
      questions,
      past: [],
    });
    const started = performance.now();
    const second = decideGeneration({
      min: 5,
      forms,
      questions,
      past: [{ generation: 1, groups: first.attributes.flatMap((a) => a.groups), withheld: first.withheld }],
    });
    const ms = performance.now() - started;
    console.log(
      `5,000 × 120, second generation: ${Math.round(ms)} ms; groups ${second.attributes.map((a) => `${a.attribute} ${a.groups.length}`).join(', ')}; withheld ${second.withheld.length}`,
    );
    expect(ms).toBeLessThan(20_000);
  });
});
