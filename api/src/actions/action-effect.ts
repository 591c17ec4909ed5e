/**
 * Whether an action worked, from the change of its targeted items' mean performance between the round it was
 * planned on and the next round (Welch's two-sided t-test at 95%, trends/statistics.ts):
 * - an item: Improved when performance rose significantly, Worse when it fell significantly, NoClearChange when
 *   the change is within chance, NoFigures when either round shows no figure for it;
 * - an action: Improved when some item improved and none got worse, Worse when some got worse and none improved,
 *   NoFigures when no item has figures in both rounds, NoClearChange otherwise (mixed results included).
 * Importance is shown but does not decide: an action aims at how well things are done, not at how much they matter.
 */
export const VERDICTS = ['Improved', 'NoClearChange', 'Worse', 'NoFigures'] as const;
export type Verdict = (typeof VERDICTS)[number];

export function itemVerdict(change: { Performance: number | null; PerformanceSignificant: boolean } | null): Verdict {
  if (!change || change.Performance === null) return 'NoFigures';
  if (!change.PerformanceSignificant) return 'NoClearChange';
  return change.Performance > 0 ? 'Improved' : 'Worse';
}

export function actionVerdict(items: Verdict[]): Verdict {
  const measured = items.filter((v) => v !== 'NoFigures');
  if (!measured.length) return 'NoFigures';
  const improved = measured.includes('Improved');
  const worse = measured.includes('Worse');
  if (improved && !worse) return 'Improved';
  if (worse && !improved) return 'Worse';
  return 'NoClearChange';
}
