/**
 * The rating scale every diagnostic item is answered on, twice (performance and importance):
 * 1-5, or Don't Know. DK travels as `0` (or the text `DK`) and is left out of every mean.
 */
export const SCALE_MIN = 1;
export const SCALE_MAX = 5;
export const SCALE_MIDPOINT = 3;
export const DONT_KNOW = 'DK';
/** DK as the API stores and sends it. */
export const DONT_KNOW_VALUE = 0;

export const RATING_SCALE = [
  { value: '1', label: 'Very Low' },
  { value: '2', label: 'Low' },
  { value: '3', label: 'Average' },
  { value: '4', label: 'High' },
  { value: '5', label: 'Very High' },
  { value: DONT_KNOW, label: "Don't Know" },
] as const;

/** The options a diagnostic Rating question is created with by default. */
export const DEFAULT_RATING_OPTIONS = ['1', '2', '3', '4', '5'] as const;
