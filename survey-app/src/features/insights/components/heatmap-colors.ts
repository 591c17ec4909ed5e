import { roundFigure } from '@portal/contracts';
import type { HeatmapSegment } from '../api/get-heatmap';
import type { HiddenReason } from '../api/get-segments';

/**
 * The heatmap's colouring, as pure functions. A cell is put in one of five bands:
 * - by score: its performance mean (1-5) against fixed cut points around the scale midpoint 3;
 * - by difference: its mean minus Overall's mean for the same row, both as shown, against cut points of ±0.2 and ±0.5.
 * Every figure is shown as everywhere else (two decimals, @portal/contracts roundFigure) and banded as shown.
 * Bands are half-open: a value on a cut point belongs to the band above it. Band 0 is the low end (orange), 4 the
 * high end (blue), 2 neutral: an orange-blue scale that stays apart for the common colour-vision deficiencies. Every
 * band is light enough for the dark cell text to keep 4.5:1, and the cell always shows the number itself, so the
 * colour only repeats what is written.
 */
export type HeatmapMode = 'score' | 'difference';

export type Band = 0 | 1 | 2 | 3 | 4;

export const SCORE_CUTS = [2.5, 3, 3.5, 4] as const;
export const DIFFERENCE_CUTS = [-0.5, -0.2, 0.2, 0.5] as const;

export const cutsOf = (mode: HeatmapMode) => (mode === 'score' ? SCORE_CUTS : DIFFERENCE_CUTS);

/** The figure a cell shows: the shared rounding of every read (two decimals, halves away from zero, never −0). */
export const shownFigure = (value: number): number => roundFigure(value) ?? 0;

/** The band of a value: how many cut points its shown figure reaches (a cell reading 0.20 is never below 0.2). */
export function bandOf(value: number, cuts: readonly number[]): Band {
  const shown = shownFigure(value);
  return cuts.filter((cut) => shown >= cut).length as Band;
}

export interface Cell {
  /** The figure the cell shows: the mean, or its difference to Overall. */
  value: number | null;
  band: Band | null;
}

/** What one cell shows in a mode: null figures (no valid rating, or Overall missing in difference mode) have no band. */
export function cellOf(mode: HeatmapMode, value: number | null, overall: number | null): Cell {
  if (value === null) return { value: null, band: null };
  if (mode === 'score') return { value: shownFigure(value), band: bandOf(value, SCORE_CUTS) };
  if (overall === null) return { value: null, band: null };
  // The difference of the two printed figures, so the cell agrees with them.
  const difference = shownFigure(shownFigure(value) - shownFigure(overall));
  return { value: difference, band: bandOf(difference, DIFFERENCE_CUTS) };
}

export type { HiddenReason };

/** Why a hidden group is hidden: the API's reason when given, otherwise below the floor unless its N reaches it. */
export function hiddenReasonOf(
  segment: Pick<HeatmapSegment, 'N'> & { HiddenReason: HiddenReason | null },
  minRespondents: number,
): HiddenReason {
  if (segment.HiddenReason) return segment.HiddenReason;
  return segment.N !== null && segment.N >= minRespondents ? 'Complementary' : 'BelowFloor';
}

/** The band ranges for the legend: [from, to) pairs, open at both ends. */
export function bandRanges(mode: HeatmapMode): { band: Band; from: number | null; to: number | null }[] {
  const cuts = cutsOf(mode);
  return ([0, 1, 2, 3, 4] as const).map((band) => ({
    band,
    from: band === 0 ? null : cuts[band - 1],
    to: band === 4 ? null : cuts[band],
  }));
}

/** The five band shades (orange, light orange, grey, light blue, blue) and the hidden cell's, all under dark text. */
export const HEATMAP_SHADES = ['#f4a582', '#fddbc7', '#eef0f2', '#d1e5f0', '#92c5de'] as const;
export const HIDDEN_SHADE = '#e3e6ea';

/** The shades as CSS custom properties (--hm-b0 ... --hm-b4, --hm-hidden) for the stylesheet to use. */
export const heatmapShadeVars = (): Record<string, string> => ({
  ...Object.fromEntries(HEATMAP_SHADES.map((shade, band) => [`--hm-b${band}`, shade])),
  '--hm-hidden': HIDDEN_SHADE,
});
