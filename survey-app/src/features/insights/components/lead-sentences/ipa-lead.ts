import { roundFigure, type ImportancePerformanceDto, type IpaItem, type IpaRankedItem } from '@portal/contracts';
import { listOf, quoted, type Words } from './words';

const CONCENTRATE = 'Concentrate here';

const placed = (items: IpaItem[]) => items.filter((i) => i.Quadrant !== null);

/** The items ranked first, with every item whose shown gap equals the first one's. */
function largestGaps(ranked: IpaRankedItem[]): IpaRankedItem[] {
  const first = roundFigure(ranked[0]?.Gap);
  return ranked.filter((item, n) => n === 0 || (first !== null && roundFigure(item.Gap) === first));
}

/** Why no item has a quadrant: a withheld question (no crosshair for a customer admin) or no valid ratings at all. */
function unplaced(ipa: ImportancePerformanceDto, words: Words): string {
  return words.t(ipa.Items.some((i) => i.Withheld) ? 'insights.lead.ipaWithheld' : 'insights.lead.ipaNoRatings');
}

/**
 * The importance-performance chart of all areas: how many questions fall in "Concentrate here" (important to people
 * but rated low) and which has the largest gap, from the same list the "Concentrate here" table ranks.
 */
export function ipaLead(ipa: ImportancePerformanceDto, words: Words): string {
  const { t, language } = words;
  const group = ipa.Overall;
  const total = placed(ipa.Items).length;
  if (!group?.Crosshair || total === 0) return unplaced(ipa, words);
  const quadrant = t(`ipa.quadrants.${CONCENTRATE}`);
  const ranked = group.ConcentrateHere;
  if (ranked.length === 0) return t('insights.lead.ipaNone', { quadrant, total });
  return t('insights.lead.ipa', {
    count: ranked.length,
    total,
    quadrant,
    first: listOf(
      largestGaps(ranked).map((i) => quoted(words, i.Title)),
      language,
    ),
  });
}

/** One area's importance-performance chart: how many of its questions fall in "Concentrate here", by the one rule. */
export function ipaAreaLead(ipa: ImportancePerformanceDto, area: string, words: Words): string | null {
  const { t } = words;
  const group = ipa.Areas.find((a) => a.Area === area);
  const items = ipa.Items.filter((i) => i.Area === area);
  if (!group || items.length === 0) return null;
  const total = placed(items).length;
  if (!group.Crosshair || total === 0) return unplaced(ipa, words);
  const areaName = t(`areas.${area}`);
  const quadrant = t(`ipa.quadrants.${CONCENTRATE}`);
  const count = group.ConcentrateHere.length;
  if (count === 0) return t('insights.lead.ipaAreaNone', { area: areaName, quadrant, total });
  if (count === total) return t('insights.lead.ipaAreaAll', { area: areaName, quadrant, count: total, total });
  return t('insights.lead.ipaArea', { area: areaName, quadrant, count, total });
}
