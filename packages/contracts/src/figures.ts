import { SCALE_MAX, SCALE_MIN } from './rating';
import type { AreaColor } from './survey-form';

/**
 * How a mean becomes the figure a reader sees, for the API, both apps and the PDF alike (docs/features/figures.md).
 *
 * - Every mean is shown with FIGURE_DIGITS decimals, rounded half away from zero on its decimal value (2.675 → 2.68,
 *   although the binary 2.675 lies just below it).
 * - An area's mean is the mean of its questions' means, each question counting once whatever its number of
 *   ratings (a question's mean is over its valid ratings; Don't Know is left out). The API decides which questions
 *   of an area count (its library questions) and derives it in one place.
 * - Anything decided from a figure — a colour, a band, a quadrant — is decided from the rounded figure that is
 *   printed, so 2.995 printed as 3.00 is coloured as 3.00 is.
 */
export const FIGURE_DIGITS = 2;

/** A figure rounded as it is shown (half away from zero); null for no value. Never −0. */
export function roundFigure(value: number | null | undefined, digits = FIGURE_DIGITS): number | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  const f = 10 ** digits;
  // The tolerance lifts a decimal half that binary stores just below .5 (2.675 is 2.67499999…) over it.
  return (Math.sign(value) * Math.round(Math.abs(value) * f * (1 + 1e-12))) / f || 0;
}

/** The unweighted mean of the item means that exist; null when none does. */
export function areaMean(itemMeans: readonly (number | null | undefined)[]): number | null {
  const means = itemMeans.filter((m): m is number => typeof m === 'number' && Number.isFinite(m));
  return means.length ? means.reduce((s, m) => s + m, 0) / means.length : null;
}

/** The lowest shown mean performance of each area colour (decisions.md §5); below the last one, red. */
export const AREA_COLOR_FLOORS: readonly { color: Exclude<AreaColor, 'red'>; from: number }[] = [
  { color: 'green', from: 3.75 },
  { color: 'blue', from: 3 },
  { color: 'yellow', from: 2.25 },
];

/** The colour of an area from its mean performance, decided on the figure as shown; null without a mean. */
export function areaColorOf(mean: number | null | undefined): AreaColor | null {
  const shown = roundFigure(mean);
  if (shown === null) return null;
  return AREA_COLOR_FLOORS.find((f) => shown >= f.from)?.color ?? 'red';
}

/** The value axis of every chart of ratings: the scale itself, 1-5, never from 0. */
export const RATING_AXIS = { min: SCALE_MIN, max: SCALE_MAX } as const;
