import { RESULT_AREAS, type ImportancePerformanceDto } from '@portal/contracts';
import { extremes, figure, listOf, type Words } from './words';

/**
 * The overview's lead: which area performs lowest and which highest, with the tiles' own figures (an area's
 * MeanCrosshair performance). Ties name every area sharing the figure; areas without figures are left out.
 */
export function areasLead(ipa: ImportancePerformanceDto | undefined, words: Words): string | null {
  if (!ipa) return null;
  const { t, language } = words;
  const rated = RESULT_AREAS.flatMap((area) => {
    const value = ipa.Areas.find((a) => a.Area === area)?.MeanCrosshair?.Performance;
    return value === null || value === undefined ? [] : [{ area, value }];
  });
  if (rated.length === 0) return t('insights.lead.areasNone');
  const name = (entry: { area: string }) => t(`areas.${entry.area}`);
  if (rated.length === 1)
    return t('insights.lead.areasOne', { area: name(rated[0]), value: figure(rated[0].value, language) });
  const { lowest, highest } = extremes(rated, (r) => r.value);
  if (lowest.length === rated.length) return t('insights.lead.areasSame', { value: figure(rated[0].value, language) });
  return t('insights.lead.areas', {
    lowest: listOf(lowest.map(name), language),
    low: figure(lowest[0].value, language),
    highest: listOf(highest.map(name), language),
    high: figure(highest[0].value, language),
  });
}
