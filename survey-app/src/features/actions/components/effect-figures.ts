import { formatNumber } from '@portal/contracts';
import type { TFunction } from '../../../lib/i18n/translate';
import type { ActionEffectItemDto } from '../api/action-types';

type Point = ActionEffectItemDto['Before'];

/** A round's mean performance in words: "3.00 (95% CI 2.12–3.88, N 5)", or that the round shows none. */
export function pointText(t: TFunction, language: string, point: Point): string {
  const value = point.Performance;
  if (value === null || value === undefined) return t('actions.effects.noFigure');
  const v = formatNumber(value, language, 2);
  const ci = point.Ci95.Performance;
  if (!ci) return t('insights.trends.meanNoCi', { value: v, n: point.NPerformance });
  return t('insights.trends.mean', {
    value: v,
    low: formatNumber(ci[0], language, 2),
    high: formatNumber(ci[1], language, 2),
    n: point.NPerformance,
  });
}

/** The change of mean performance with its p-value: "+0.50 (p = 0.03)"; a dash without one. */
export function changeText(t: TFunction, language: string, item: ActionEffectItemDto): string {
  const change = item.Change;
  if (!change || change.Performance === null) return '–';
  const abs = formatNumber(Math.abs(change.Performance), language, 2);
  const signed = change.Performance > 0 ? `+${abs}` : change.Performance < 0 ? `−${abs}` : abs;
  if (change.PerformanceP === null) return signed;
  if (change.PerformanceP < 0.001)
    return t('actions.effects.changeBelowP', { change: signed, p: formatNumber(0.001, language, 3) });
  return t('actions.effects.changeWithP', { change: signed, p: formatNumber(change.PerformanceP, language, 3) });
}
