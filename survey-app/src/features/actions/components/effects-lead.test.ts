import { describe, expect, it } from 'vitest';
import { t } from '../../../lib/i18n';
import { EFFECTS } from '../test/fixtures';
import { effectsLead, verdictCounts } from './effects-lead';

describe('the Actions tab in one sentence', () => {
  it('counts the verdicts of the previous round’s actions', () => {
    expect(verdictCounts(EFFECTS)).toEqual({ Improved: 1, NoClearChange: 1, Worse: 0, NoFigures: 0 });
    expect(effectsLead(EFFECTS, t)).toBe(
      'Of the 2 actions planned on the previous round, what they aimed at improved for 1, showed no clear change for 1 and got worse for 0.',
    );
  });

  it('words one action on its own', () => {
    expect(effectsLead({ ...EFFECTS, Actions: EFFECTS.Actions.slice(0, 1) }, t)).toBe(
      'The one action planned on the previous round improved what it aimed at.',
    );
  });

  it('says when there is no earlier round, no action, or no figures to judge them by', () => {
    expect(effectsLead({ ...EFFECTS, PreviousInquiryId: null, Actions: [] }, t)).toBe(
      'This is the first round of the series: there are no earlier actions to judge yet.',
    );
    expect(effectsLead({ ...EFFECTS, Actions: [] }, t)).toBe(
      'No actions were planned on the previous round of this series.',
    );
    const unjudged = EFFECTS.Actions.map((a) => ({ ...a, Verdict: 'NoFigures' as const }));
    expect(effectsLead({ ...EFFECTS, Actions: unjudged }, t)).toBe(
      'The actions of the previous round cannot be judged: a round needs results and at least 5 completed forms.',
    );
  });
});
