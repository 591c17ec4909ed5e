import { Inquiry } from '../src/inquiries/inquiry.entity';
import { DEMO, TestApp } from './support/test-app';
import { createRound, RoundAnswers } from './trends-fixture';

/** The inquiry type of the series. */
export const SERIES_TYPE = 'Organisational Health Check';

/**
 * The Culture answers of rounds A (5 forms) and B (6 forms), [performance, importance] per completed form (0 = DK),
 * which the specs of a series compute by hand; each spec adds its own Leadership visibility (People).
 *   Shared values P 3,2,4,3,3 I 4,4,5,4,3 → P 4,5,4,4,3,5 I 4,4,5,4,3,4
 *   Openness to feedback P 2,3,3,2,DK → 3,3,4,3,2,3
 */
export const CULTURE_A: RoundAnswers = {
  'Shared values': [
    [3, 4],
    [2, 4],
    [4, 5],
    [3, 4],
    [3, 3],
  ],
  'Openness to feedback': [
    [2, 3],
    [3, 3],
    [3, 4],
    [2, 4],
    [0, 4],
  ],
};
export const CULTURE_B: RoundAnswers = {
  'Shared values': [
    [4, 4],
    [5, 4],
    [4, 5],
    [4, 4],
    [3, 3],
    [5, 4],
  ],
  'Openness to feedback': [
    [3, 3],
    [3, 4],
    [4, 4],
    [3, 4],
    [2, 4],
    [3, 3],
  ],
};

export interface SeriesSpec {
  /** The answers of rounds A and B. */
  a: RoundAnswers;
  b: RoundAnswers;
  /** Forms of round A left as drafts, whose answers must not count. */
  draftsInA?: number;
  /** Runs once round A is published, before round B exists. */
  afterA?: (a: Inquiry) => Promise<void>;
}

/**
 * Northwind's series of three rounds: A and B published, B following A; C following B with three forms (every
 * rating 1) and never published, so below the floor for everyone.
 */
export async function northwindSeries(t: TestApp, spec: SeriesSpec): Promise<{ a: Inquiry; b: Inquiry; c: Inquiry }> {
  const nw = await t.users.findOneByOrFail({ email: DEMO.northwindAdmin });
  const base = { customerId: nw.customerId!, createdByUserId: nw.id, typeName: SERIES_TYPE };
  const a = await createRound(t, {
    ...base,
    description: 'Round A',
    answers: spec.a,
    published: true,
    drafts: spec.draftsInA,
  });
  if (spec.afterA) await spec.afterA(a);
  const b = await createRound(t, {
    ...base,
    description: 'Round B',
    answers: spec.b,
    previousId: a.id,
    published: true,
  });
  const c = await createRound(t, {
    ...base,
    description: 'Round C',
    answers: {
      'Shared values': [
        [1, 1],
        [1, 1],
        [1, 1],
      ],
    },
    previousId: b.id,
  });
  return { a, b, c };
}
