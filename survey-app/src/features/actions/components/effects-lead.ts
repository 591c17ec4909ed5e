import type { TFunction } from '../../../lib/i18n/translate';
import type { ActionEffectsDto, ActionVerdict } from '../api/action-types';

/** How many of the previous round's actions reached each verdict. */
export function verdictCounts(data: ActionEffectsDto): Record<ActionVerdict, number> {
  const counts: Record<ActionVerdict, number> = { Improved: 0, NoClearChange: 0, Worse: 0, NoFigures: 0 };
  for (const action of data.Actions) counts[action.Verdict] += 1;
  return counts;
}

/** The tab's one plain sentence: whether the previous round's actions worked, before any figure. */
export function effectsLead(data: ActionEffectsDto, t: TFunction): string {
  if (data.PreviousInquiryId === null) return t('actions.effects.leadFirstRound');
  if (data.Actions.length === 0) return t('actions.effects.leadNoActions');
  const c = verdictCounts(data);
  if (c.NoFigures === data.Actions.length) return t('actions.effects.leadNoFigures', { min: data.MinRespondents });
  if (data.Actions.length === 1) return t(`actions.effects.leadOne.${data.Actions[0].Verdict}`);
  return t('actions.effects.lead', {
    count: data.Actions.length,
    improved: c.Improved,
    unclear: c.NoClearChange,
    worse: c.Worse,
  });
}
