import { RESULT_AREAS } from '@portal/contracts';
import type { HeatmapDto } from '../../api/get-heatmap';
import { groupLabel, isWithheld } from '../group-label';
import { cellOf } from '../heatmap-colors';
import { figure, listOf, signedFigure, type Words } from './words';

interface Place {
  group: string;
  area: string;
  value: number;
  overall: number;
  difference: number;
}

/**
 * The heatmap in one sentence: the group and area furthest from everyone's figure, with both figures as the cells
 * show them (the difference is that of the two printed figures, as in the table's difference colouring). Only groups
 * the customer admin sees count, so the operator reads the same sentence; hidden and withheld cells are left out.
 */
export function heatmapLead(data: HeatmapDto, words: Words): string | null {
  const { t, language } = words;
  const overall = data.Overall;
  if (!overall) return null;
  const places: Place[] = data.Segments.filter((s) => !s.Hidden).flatMap((segment) =>
    RESULT_AREAS.flatMap((area) => {
      const own = segment.Areas.find((a) => a.Area === area);
      const everyone = overall.Areas.find((a) => a.Area === area);
      if (!own || !everyone || isWithheld(own) || isWithheld(everyone)) return [];
      if (own.Performance === null || everyone.Performance === null) return [];
      const { value: difference } = cellOf('difference', own.Performance, everyone.Performance);
      if (difference === null) return [];
      return [
        { group: groupLabel(t, segment), area, value: own.Performance, overall: everyone.Performance, difference },
      ];
    }),
  );
  if (places.length === 0) return t('insights.lead.heatmapNoGroups', { by: data.By });
  const largest = Math.max(...places.map((p) => Math.abs(p.difference)));
  if (largest === 0) return t('insights.lead.heatmapSame', { by: data.By });
  const top = places.filter((p) => Math.abs(p.difference) === largest);
  const placeName = (p: Place) => t('insights.lead.heatmapPlace', { group: p.group, area: t(`areas.${p.area}`) });
  if (top.length === 1) {
    const [p] = top;
    return t(p.difference < 0 ? 'insights.lead.heatmapBelow' : 'insights.lead.heatmapAbove', {
      by: data.By,
      place: placeName(p),
      value: figure(p.value, language),
      overall: figure(p.overall, language),
      column: t('heatmap.overall'),
      difference: signedFigure(p.difference, language),
    });
  }
  return t('insights.lead.heatmapTied', {
    by: data.By,
    places: listOf(top.map(placeName), language),
    difference: figure(largest, language),
  });
}
