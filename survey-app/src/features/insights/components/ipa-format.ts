import { formatNumber, localeOf, type Quadrant } from '@portal/contracts';
import { currentLanguage, t } from '../../../lib/i18n';

/** How each quadrant is drawn: a colour and a point shape, so the chart does not rely on colour alone. */
export const QUADRANT_STYLE: Record<
  Quadrant,
  { color: string; shape: 'circle' | 'rect' | 'triangle' | 'rectRot'; symbol: string }
> = {
  'Concentrate here': { color: '#c0392b', shape: 'triangle', symbol: '▲' },
  'Keep up the good work': { color: '#237a43', shape: 'circle', symbol: '●' },
  'Low priority': { color: '#6b7684', shape: 'rect', symbol: '■' },
  'Possible overkill': { color: '#1f6aa8', shape: 'rectRot', symbol: '◆' },
};

/** A quadrant's name and what it means, in the interface language. */
export const quadrantName = (q: Quadrant): string => t(`ipa.quadrants.${q}`);
export const quadrantHint = (q: Quadrant): string => t(`ipa.hints.${q}`);

/** Two decimals, or a dash when the figure cannot be computed (no valid answers). */
export function fmt(value: number | null | undefined): string {
  return value === null || value === undefined || Number.isNaN(value) ? '—' : formatNumber(value, currentLanguage(), 2);
}

export function fmtGap(value: number | null | undefined): string {
  if (value === null || value === undefined) return '—';
  return `${value > 0 ? '+' : value < 0 ? '−' : ''}${formatNumber(Math.abs(value), currentLanguage(), 2)}`;
}

/** A 0-1 share as a whole percentage (one decimal under 10%, where rounding would hide the difference). */
export function pct(share: number | null | undefined): string {
  if (share === null || share === undefined) return '—';
  const p = share * 100;
  const digits = p > 0 && p < 10 ? 1 : 0;
  return new Intl.NumberFormat(localeOf(currentLanguage()), {
    style: 'percent',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(share);
}
