import { RESULT_AREAS, type ResultArea } from '@portal/contracts';
import type { TeamGroupDto } from '../api/get-team-insights';

export interface AreaScore {
  area: ResultArea;
  performance: number | null;
  withheld: boolean;
}

/** The whole team's score per area, in the usual area order (null when withheld or without ratings). */
export function areaScores(group: TeamGroupDto): AreaScore[] {
  return RESULT_AREAS.map((area) => {
    const found = group.Areas.find((a) => a.Area === area);
    return { area, performance: found?.Performance ?? null, withheld: found?.Withheld === true };
  });
}

/** The highest and lowest scoring areas with a figure; null when fewer than two areas have one. */
export function extremes(scores: AreaScore[]): { high: AreaScore; low: AreaScore } | null {
  const shown = scores.filter((s) => s.performance !== null);
  if (shown.length < 2) return null;
  const sorted = [...shown].sort((a, b) => b.performance! - a.performance!);
  return { high: sorted[0], low: sorted[sorted.length - 1] };
}
