import { Inquiry } from '../src/inquiries/inquiry.entity';
import { DEMO, TestApp } from './support/test-app';
import { createRound, RoundAnswers } from './trends-fixture';

export const STUDIO_TYPE = 'Digital Transformation Readiness';

/**
 * Five completed forms (every respondent: the inquiry is closed), [performance, importance], no Don't Know:
 *
 *   item                          meanP  meanI  gap   area figure → colour
 *   Appetite for change (Culture)  2.40   4.60  2.20  Culture 2.40 → yellow
 *   Digital skills (People)        1.40   5.00  3.60  People 1.40 → red (Vulnerability)
 *   Automation (Process)           3.80   2.00 -1.80  Process 3.80 → green
 *   Data ownership (Structure)     3.00   3.00  0.00  Structure 3.00 → blue
 *
 * Crosshair (grand mean of the item means): performance 2.65, importance 3.65, so "Concentrate here" holds
 * Digital skills (gap 3.60) then Appetite for change (gap 2.20); with the midpoint 3 it holds the same two.
 */
export const CURRENT_ROUND: RoundAnswers = {
  'Appetite for change': [
    [2, 5],
    [3, 4],
    [2, 5],
    [3, 4],
    [2, 5],
  ],
  'Digital skills': [
    [1, 5],
    [2, 5],
    [1, 5],
    [2, 5],
    [1, 5],
  ],
  Automation: [
    [4, 2],
    [3, 2],
    [4, 2],
    [4, 2],
    [4, 2],
  ],
  'Data ownership': [
    [3, 3],
    [3, 3],
    [3, 3],
    [3, 3],
    [3, 3],
  ],
};

/** The round before: the same but Automation at 4.80 (5,5,5,4,5), so this round's 3.80 is a significant drop of 1.00. */
export const PREVIOUS_ROUND: RoundAnswers = {
  ...CURRENT_ROUND,
  Automation: [
    [5, 2],
    [5, 2],
    [5, 2],
    [4, 2],
    [5, 2],
  ],
};

/** A closed, unpublished Northwind round of the fixture (after `previousId`, if given). */
export async function closedRound(t: TestApp, description: string, previousId?: number): Promise<Inquiry> {
  const admin = await t.users.findOneByOrFail({ email: DEMO.northwindAdmin });
  return createRound(t, {
    customerId: admin.customerId!,
    createdByUserId: admin.id,
    typeName: STUDIO_TYPE,
    description,
    answers: CURRENT_ROUND,
    previousId: previousId ?? null,
  });
}

/** The previous round of a series, then this one: the trend shows Automation's drop. */
export async function twoRounds(t: TestApp): Promise<{ previous: Inquiry; current: Inquiry }> {
  const admin = await t.users.findOneByOrFail({ email: DEMO.northwindAdmin });
  const previous = await createRound(t, {
    customerId: admin.customerId!,
    createdByUserId: admin.id,
    typeName: STUDIO_TYPE,
    description: 'Studio round 1',
    answers: PREVIOUS_ROUND,
  });
  const current = await closedRound(t, 'Studio round 2', previous.id);
  return { previous, current };
}
