import { formatNumber } from '@portal/contracts';
import type { TFunction } from '../../../lib/i18n/translate';

type Interval = number[] | null | undefined;

/** "3.00 (95% CI 2.12–3.88, N 5)" in the reader's language; a dash when the round has no mean. */
export function meanText(
  t: TFunction,
  language: string,
  value: number | null | undefined,
  ci: Interval,
  n: number,
): string {
  if (value === null || value === undefined) return t('insights.trends.none');
  const v = formatNumber(value, language, 2);
  if (!ci) return t('insights.trends.meanNoCi', { value: v, n });
  return t('insights.trends.mean', {
    value: v,
    low: formatNumber(ci[0], language, 2),
    high: formatNumber(ci[1], language, 2),
    n,
  });
}

/** A signed change (+0.50, −0.25) in the reader's language; a dash without one. */
export function signed(language: string, value: number | null | undefined): string {
  if (value === null || value === undefined) return '–';
  const text = formatNumber(Math.abs(value), language, 2);
  return value > 0 ? `+${text}` : value < 0 ? `−${text}` : text;
}
