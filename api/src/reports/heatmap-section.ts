import type { HeatmapDto } from '../insights/dto/heatmap-responses';
import type { HeatmapSection } from './pdf-heatmap-section';

/**
 * The heatmap as a customer admin sees it, for the report: the super admin's figures of hidden groups and of
 * withheld areas (too few answers that are not Don't Know) are left out.
 */
const shownArea = (a: HeatmapDto['Segments'][number]['Areas'][number]) => ({
  area: a.Area,
  performance: a.Withheld ? null : a.Performance,
});
export const heatmapSection = (h: HeatmapDto): HeatmapSection => ({
  by: h.By,
  minRespondents: h.MinRespondents,
  overall: { n: h.Overall?.N ?? 0, areas: (h.Overall?.Areas ?? []).map(shownArea) },
  groups: h.Segments.map((g) => ({
    value: g.Value,
    noValue: g.NoValue,
    n: g.Hidden ? null : g.N,
    hidden: g.Hidden,
    areas: g.Hidden ? [] : g.Areas.map(shownArea),
    rolledUp: g.RolledUp,
    members: g.Members,
  })),
});
