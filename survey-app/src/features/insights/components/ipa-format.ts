import type { Quadrant } from '@portal/contracts';

/** How each quadrant is drawn: a colour and a point shape, so the chart does not rely on colour alone. */
export const QUADRANT_STYLE: Record<Quadrant, { color: string; shape: 'circle' | 'rect' | 'triangle' | 'rectRot'; symbol: string; hint: string }> = {
  'Concentrate here': { color: '#c0392b', shape: 'triangle', symbol: '▲', hint: 'Important, performing below the crosshair' },
  'Keep up the good work': { color: '#237a43', shape: 'circle', symbol: '●', hint: 'Important and performing well' },
  'Low priority': { color: '#6b7684', shape: 'rect', symbol: '■', hint: 'Less important, performing below the crosshair' },
  'Possible overkill': { color: '#1f6aa8', shape: 'rectRot', symbol: '◆', hint: 'Less important, performing above the crosshair' },
};

/** Two decimals, or a dash when the figure cannot be computed (no valid answers). */
export function fmt(value: number | null | undefined): string {
  return value === null || value === undefined || Number.isNaN(value) ? '—' : value.toFixed(2);
}

export function fmtGap(value: number | null | undefined): string {
  if (value === null || value === undefined) return '—';
  return `${value > 0 ? '+' : value < 0 ? '−' : ''}${Math.abs(value).toFixed(2)}`;
}

/** A 0-1 share as a whole percentage (one decimal under 10%, where rounding would hide the difference). */
export function pct(share: number | null | undefined): string {
  if (share === null || share === undefined) return '—';
  const p = share * 100;
  return `${p > 0 && p < 10 ? p.toFixed(1) : Math.round(p)}%`;
}
