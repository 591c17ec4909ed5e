import { roundFigure, type TrendArea, type TrendChange, type TrendDto } from '@portal/contracts';
import { figure, listOf, type Words } from './words';

type Direction = 'Up' | 'Down' | 'Same';

const directionOf = (change: number): Direction => {
  const shown = roundFigure(change) ?? 0;
  return shown > 0 ? 'Up' : shown < 0 ? 'Down' : 'Same';
};

/** The round a change is measured from, by its name in the series; "the previous round" if the series lacks it. */
function fromRound(data: TrendDto, change: TrendChange, { t }: Words): string {
  return data.Rounds.find((r) => r.InquiryId === change.FromInquiryId)?.Description || t('insights.lead.previousRound');
}

/** The area's performance in the round the change is measured to (the last round with figures). */
const latest = (area: TrendArea, change: TrendChange) =>
  area.Points.find((p) => p.InquiryId === change.ToInquiryId)?.Performance ?? null;

/** The size of a change, without its sign (the sentence says which way). */
const size = (change: number, language: string) => figure(Math.abs(change), language);

const performanceChange = (area: TrendArea) =>
  area.Change && area.Change.Performance !== null ? { ...area.Change, Performance: area.Change.Performance } : null;

/**
 * The Trends tab's lead: how many areas changed clearly (Welch's test at 95%, the badges' rule) in performance since
 * the previous round with figures, and how. Null while the series has too few rounds: the tab says so already.
 */
export function trendsLead(data: TrendDto, words: Words): string | null {
  const { t, language } = words;
  if (!data.Enough) return null;
  const changed = data.Areas.filter((a) => performanceChange(a));
  if (changed.length === 0) return t('insights.trends.noChange');
  const round = fromRound(data, changed[0].Change!, words);
  const clear = changed.filter((a) => a.Change!.PerformanceSignificant);
  if (clear.length === 0) return t('insights.lead.trendsNone', { round, total: changed.length });
  const moves = clear.map((a) => {
    const change = performanceChange(a)!.Performance;
    return t(`insights.lead.trendMove${directionOf(change)}`, {
      area: t(`areas.${a.Area}`),
      change: size(change, language),
      value: figure(latest(a, a.Change!), language),
    });
  });
  const all = clear.length === changed.length;
  // "All N areas" takes the plural of N; "M of N areas" that of M.
  return t(all ? 'insights.lead.trendsAll' : 'insights.lead.trends', {
    round,
    count: all ? changed.length : clear.length,
    total: changed.length,
    moves: listOf(moves, language),
  });
}

/** One area's trend chart: its change in performance since the previous round and whether it is a clear one. */
export function trendAreaLead(data: TrendDto, area: TrendArea, words: Words): string {
  const { t, language } = words;
  const areaName = t(`areas.${area.Area}`);
  const change = performanceChange(area);
  if (!change) return t('insights.lead.trendAreaNone', { area: areaName });
  const importance =
    change.ImportanceSignificant && change.Importance !== null && directionOf(change.Importance) !== 'Same'
      ? t(`insights.lead.importance${directionOf(change.Importance)}`, {
          change: size(change.Importance, language),
        })
      : '';
  const direction = directionOf(change.Performance);
  // "Stayed at 3.20" needs no verdict on the size of a change.
  const clarity =
    direction === 'Same' ? '' : t(change.PerformanceSignificant ? 'insights.lead.clear' : 'insights.lead.unclear');
  return t(`insights.lead.trendArea${direction}`, {
    round: fromRound(data, change, words),
    area: areaName,
    change: size(change.Performance, language),
    value: figure(latest(area, change), language),
    clarity,
    importance,
  });
}
