import type { ImportancePerformanceDto } from '@portal/contracts';

/** The numbers behind an area tile's colour. */
export interface AreaFigures {
  /** Mean performance and importance of the area (the mean of its questions' means, 1-5, Don't Know excluded). */
  performance: number | null;
  importance: number | null;
  /** Respondents who rated both for the area's most answered question. */
  n: number;
}

/** An area's figures from the importance-performance read; null while it is loading, gated or unpublished. */
export function areaFigures(ipa: ImportancePerformanceDto | undefined, area: string): AreaFigures | null {
  const group = ipa?.Areas.find((g) => g.Area === area);
  if (!ipa || !group) return null;
  const n = ipa.Items.filter((item) => item.Area === area).reduce((most, item) => Math.max(most, item.N), 0);
  return { performance: group.MeanCrosshair?.Performance ?? null, importance: group.MeanCrosshair?.Importance ?? null, n };
}

/** Completed forms as a share (0-1) of the people invited; null before anyone is invited. */
export function participationRate(completed: number, invited: number): number | null {
  if (!(invited > 0)) return null;
  return Math.min(1, Math.max(0, completed) / invited);
}
