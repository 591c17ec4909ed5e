import type { ImportancePerformanceDto, TrendDto } from '@portal/contracts';

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
  return {
    performance: group.MeanCrosshair?.Performance ?? null,
    importance: group.MeanCrosshair?.Importance ?? null,
    n,
  };
}

/** Completed forms as a share (0-1) of the people invited; null before anyone is invited. */
export function participationRate(completed: number, invited: number): number | null {
  if (!(invited > 0)) return null;
  return Math.min(1, Math.max(0, completed) / invited);
}

/** An area's change in mean performance since the previous round of the series, for the tile's arrow. */
export interface AreaTrend {
  direction: 'up' | 'down' | 'flat';
  /** Later − earlier mean performance. */
  change: number;
  /** Welch's t-test at 95% (the Trends tab's rule). */
  significant: boolean;
}

/** The arrow of an area: none until the series has two rounds with figures and the area has a change. */
export function areaTrend(trend: TrendDto | undefined, area: string): AreaTrend | null {
  if (!trend?.Enough) return null;
  const change = trend.Areas.find((a) => a.Area === area)?.Change;
  if (!change || change.Performance === null) return null;
  const direction = change.Performance > 0 ? 'up' : change.Performance < 0 ? 'down' : 'flat';
  return { direction, change: change.Performance, significant: change.PerformanceSignificant };
}

export const TREND_ARROWS: Record<AreaTrend['direction'], string> = { up: '↑', down: '↓', flat: '→' };
