import { Quadrant, RESULT_AREAS, ResultArea, roundFigure, SCALE_MIDPOINT } from '@portal/contracts';
import type { QuestionTotals } from '../answers/stored-answer';
import { areaFigure } from './area-figure';

/**
 * Importance-performance analysis (Martilla & James, 1977), as pure functions over per-item
 * sums and counts aggregated in SQL. Every figure here is reproducible by hand from the answers:
 *
 * - Ratings are 1-5; 0 is Don't Know (DK). Each mean uses valid ratings only, so DK is excluded
 *   from the performance mean and from the importance mean separately.
 * - The gap of an item is the mean of the paired differences (importance − performance) over the
 *   respondents who rated both; N is the number of such pairs. (With DK in one rating only, this
 *   differs from MeanImportance − MeanPerformance, which mixes different respondents.)
 * - The DK share of an item is the share of its answers (completed forms) with DK in performance
 *   or importance, i.e. answers that do not form a valid pair; an area's and the inquiry's DK share
 *   pool the answers of their items. A share above the threshold is flagged.
 * - The crosshair is the grand mean of the item means over the whole inquiry (each item counts once,
 *   whatever its N); with the `midpoint` convention it is the scale midpoint 3, which is always reported
 *   as a reference line.
 * - One quadrant rule: every item's quadrant is decided against that inquiry-wide crosshair, and an area
 *   shows the same label and the same crosshair. A crosshair per area would be the area's own mean, so
 *   every area would have items below it however well it does (with two questions, always one of each),
 *   and one item would carry two labels. An area's own figure is its mean (area-figure.ts), not a crosshair.
 * - Quadrants are decided on the figures as shown (rounded to two decimals, @portal/contracts roundFigure),
 *   so an item printed at the crosshair's value is never placed below it (an item exactly on a crosshair
 *   line counts as "high" on that axis):
 *   importance ≥ c.imp and performance < c.perf → Concentrate here;
 *   importance ≥ c.imp and performance ≥ c.perf → Keep up the good work;
 *   importance < c.imp and performance < c.perf → Low priority;
 *   importance < c.imp and performance ≥ c.perf → Possible overkill.
 *   An item without a valid performance or importance mean has no quadrant.
 * - "Concentrate here" items are ranked by gap, largest first (ties: higher importance, then id).
 */

export type CrosshairConvention = 'mean' | 'midpoint';

/** What SQL aggregates per item (answers of completed forms only). */
/** An item's kept totals (sumPairDiff: importance − performance over answers with both rated) with what it shows. */
export interface ItemAggregate extends Omit<
  QuestionTotals,
  'questionId' | 'isCustomQuestion' | 'sumSqPerformance' | 'sumSqImportance'
> {
  id: number;
  isCustom: boolean;
  title: string;
  description: string;
  area: ResultArea;
  /** Withheld for the reader (too few answers that are not Don't Know, docs/confidentiality.md): a customer admin's sums are zero. */
  withheld?: boolean;
}

export interface Point {
  performance: number;
  importance: number;
}

export interface ItemFigures {
  key: string;
  id: number;
  isCustom: boolean;
  title: string;
  description: string;
  area: ResultArea;
  meanPerformance: number | null;
  meanImportance: number | null;
  gap: number | null;
  n: number;
  nPerformance: number;
  nImportance: number;
  answers: number;
  dkAnswers: number;
  dkShare: number | null;
  dkPerformanceShare: number | null;
  dkImportanceShare: number | null;
  dkFlagged: boolean;
  withheld: boolean;
}

export interface GroupFigures {
  /**
   * Overall: the grand mean of the item means; null when no item has both means.
   * An area: the area's figure (area-figure.ts); null unless it has both.
   */
  meanCrosshair: Point | null;
  /** The inquiry-wide crosshair in use (mean or midpoint convention), for an area too. */
  crosshair: Point | null;
  items: number;
  answers: number;
  dkAnswers: number;
  dkShare: number | null;
  dkFlagged: boolean;
  meanGap: number | null;
  meanPositiveGap: number | null;
  /** Keys of the group's "Concentrate here" items, ranked by gap (an area's: the inquiry's list, its own items). */
  concentrateHere: string[];
  quadrants: Map<string, Quadrant | null>;
}

export const itemKey = (isCustom: boolean, id: number) => `${isCustom ? 'c' : 'd'}:${id}`;

const ratio = (a: number, b: number) => (b > 0 ? a / b : null);

/** Rounds for display: the one rounding of API and apps (@portal/contracts roundFigure). */
export const round = (value: number | null, digits = 2): number | null => roundFigure(value, digits);

function itemFigures(a: ItemAggregate, dkThreshold: number): ItemFigures {
  const dkAnswers = a.answers - a.nPairs;
  const dkShare = ratio(dkAnswers, a.answers);
  return {
    key: itemKey(a.isCustom, a.id),
    id: a.id,
    isCustom: a.isCustom,
    title: a.title,
    description: a.description,
    area: a.area,
    meanPerformance: ratio(a.sumPerformance, a.nPerformance),
    meanImportance: ratio(a.sumImportance, a.nImportance),
    gap: ratio(a.sumPairDiff, a.nPairs),
    n: a.nPairs,
    nPerformance: a.nPerformance,
    nImportance: a.nImportance,
    answers: a.answers,
    dkAnswers,
    dkShare,
    dkPerformanceShare: ratio(a.dkPerformance, a.answers),
    dkImportanceShare: ratio(a.dkImportance, a.answers),
    dkFlagged: dkShare !== null && dkShare > dkThreshold,
    withheld: a.withheld === true,
  };
}

const plotted = (i: ItemFigures): i is ItemFigures & { meanPerformance: number; meanImportance: number } =>
  i.meanPerformance !== null && i.meanImportance !== null;

function grandMean(items: ItemFigures[]): Point | null {
  const points = items.filter(plotted);
  if (!points.length) return null;
  return {
    performance: points.reduce((s, i) => s + i.meanPerformance, 0) / points.length,
    importance: points.reduce((s, i) => s + i.meanImportance, 0) / points.length,
  };
}

export function quadrantOf(
  item: Pick<ItemFigures, 'meanPerformance' | 'meanImportance'>,
  c: Point | null,
): Quadrant | null {
  if (!c || item.meanPerformance === null || item.meanImportance === null) return null;
  const highImportance = roundFigure(item.meanImportance)! >= roundFigure(c.importance)!;
  const highPerformance = roundFigure(item.meanPerformance)! >= roundFigure(c.performance)!;
  if (highImportance) return highPerformance ? 'Keep up the good work' : 'Concentrate here';
  return highPerformance ? 'Possible overkill' : 'Low priority';
}

const totalsOf = (items: ItemFigures[], dkThreshold: number) => {
  const answers = items.reduce((s, i) => s + i.answers, 0);
  const dkAnswers = items.reduce((s, i) => s + i.dkAnswers, 0);
  const dkShare = ratio(dkAnswers, answers);
  const gaps = items.map((i) => i.gap).filter((g): g is number => g !== null);
  return {
    items: items.length,
    answers,
    dkAnswers,
    dkShare,
    dkFlagged: dkShare !== null && dkShare > dkThreshold,
    meanGap: gaps.length ? gaps.reduce((s, g) => s + g, 0) / gaps.length : null,
    meanPositiveGap: gaps.length ? gaps.reduce((s, g) => s + Math.max(0, g), 0) / gaps.length : null,
  };
};

/** The inquiry-wide crosshair, quadrants, DK share and ranked "Concentrate here" list. */
function overallFigures(items: ItemFigures[], convention: CrosshairConvention, dkThreshold: number): GroupFigures {
  const meanCrosshair = grandMean(items);
  const crosshair =
    convention === 'midpoint'
      ? meanCrosshair
        ? { performance: SCALE_MIDPOINT, importance: SCALE_MIDPOINT }
        : null
      : meanCrosshair;
  const quadrants = new Map(items.map((i) => [i.key, quadrantOf(i, crosshair)] as const));
  const concentrateHere = items
    .filter((i) => quadrants.get(i.key) === 'Concentrate here')
    .sort(
      (a, b) =>
        (b.gap ?? -Infinity) - (a.gap ?? -Infinity) || (b.meanImportance ?? 0) - (a.meanImportance ?? 0) || a.id - b.id,
    )
    .map((i) => i.key);
  return { meanCrosshair, crosshair, ...totalsOf(items, dkThreshold), concentrateHere, quadrants };
}

/** An area: its own figure and DK share, the inquiry's crosshair and labels for its items. */
function areaGroupFigures(items: ItemFigures[], overall: GroupFigures, dkThreshold: number): GroupFigures {
  const keys = new Set(items.map((i) => i.key));
  const performance = areaFigure(items.map((i) => ({ isCustom: i.isCustom, mean: i.meanPerformance })));
  const importance = areaFigure(items.map((i) => ({ isCustom: i.isCustom, mean: i.meanImportance })));
  return {
    meanCrosshair: performance === null || importance === null ? null : { performance, importance },
    crosshair: items.length ? overall.crosshair : null,
    ...totalsOf(items, dkThreshold),
    concentrateHere: overall.concentrateHere.filter((k) => keys.has(k)),
    quadrants: new Map(items.map((i) => [i.key, overall.quadrants.get(i.key) ?? null] as const)),
  };
}

export interface IpaAnalysis {
  items: ItemFigures[];
  overall: GroupFigures;
  areas: { area: ResultArea; figures: GroupFigures }[];
}

export function analyse(
  aggregates: ItemAggregate[],
  convention: CrosshairConvention,
  dkThreshold: number,
): IpaAnalysis {
  const items = aggregates.map((a) => itemFigures(a, dkThreshold));
  const overall = overallFigures(items, convention, dkThreshold);
  return {
    items,
    overall,
    areas: RESULT_AREAS.map((area) => ({
      area,
      figures: areaGroupFigures(
        items.filter((i) => i.area === area),
        overall,
        dkThreshold,
      ),
    })),
  };
}

// ---------------------------------------------------------------------------------------------
// Suggested level of focus of a recommendation (0-5)
// ---------------------------------------------------------------------------------------------

/**
 * A mean positive gap of this many scale points (or more) suggests the full level of focus 5.
 * On a 1-5 scale a consistent 2-point shortfall of performance behind importance is severe.
 */
const GAP_FOR_FULL_FOCUS = 2;

/** Level of focus 0-5 from a mean positive gap: round(5 × gap ÷ 2), capped at 5. */
export function focusFromGap(meanPositiveGap: number | null): number {
  if (meanPositiveGap === null || meanPositiveGap <= 0) return 0;
  return Math.min(5, Math.round((5 * meanPositiveGap) / GAP_FOR_FULL_FOCUS + 1e-9));
}

const STOP_WORDS = new Set(
  (
    'about above after again against also among and any are around because been before being below between both but can could did does doing down during each ' +
    'either every few for from further had has have having her here hers him his how into its itself just least less let like made make makes many more most much ' +
    'must need needs none nor not now off once one only other others our ours out over own same sense shall she should since some such than that the their theirs them ' +
    'then there these they this those through too under until upon very was were what when where which while who whom why will with within without would your yours ' +
    'all new way ways well use used using work works working time times team teams every everyone'
  ).split(' '),
);

/** Word stems of a text: lower case words of 4+ letters without stop words, cut to their first 5 letters. */
export function stems(text: string): Set<string> {
  const out = new Set<string>();
  for (const word of text.toLowerCase().match(/[a-z]+/g) ?? []) {
    if (word.length < 4 || STOP_WORDS.has(word)) continue;
    out.add(word.slice(0, 5));
  }
  return out;
}

export interface FocusSuggestion {
  levelOfFocus: number;
  /** The related area(s); empty when the inquiry-wide gap was used. */
  areas: ResultArea[];
  basis: 'area' | 'inquiry';
  meanPositiveGap: number | null;
  matched: string[];
  note: string;
}

/**
 * Relates a recommendation to an area, then suggests its level of focus from that area's gaps.
 * The library's recommendations carry no area, so the relation is lexical and explainable:
 * each area scores the number of the recommendation's word stems found in the area's name or in the
 * titles and descriptions of its rated items; the best-scoring area(s) are related (a tie relates all
 * tied areas, their items pooled). With no match the inquiry-wide gaps are used. The level is
 * focusFromGap(mean over the related items of max(0, gap)).
 */
export function suggestFocus(recommendation: string, analysis: Pick<IpaAnalysis, 'items'>): FocusSuggestion {
  const rec = stems(recommendation);
  const scored = RESULT_AREAS.map((area) => {
    const vocabulary = new Set<string>(stems(area));
    for (const i of analysis.items.filter((x) => x.area === area))
      for (const s of stems(`${i.title} ${i.description}`)) vocabulary.add(s);
    const matched = [...rec].filter((s) => vocabulary.has(s));
    return { area, matched };
  });
  const best = Math.max(...scored.map((s) => s.matched.length));
  const related = best > 0 ? scored.filter((s) => s.matched.length === best) : [];
  const pool = related.length ? analysis.items.filter((i) => related.some((r) => r.area === i.area)) : analysis.items;
  const gaps = pool.map((i) => i.gap).filter((g): g is number => g !== null);
  const meanPositiveGap = gaps.length ? gaps.reduce((s, g) => s + Math.max(0, g), 0) / gaps.length : null;
  const levelOfFocus = focusFromGap(meanPositiveGap);
  const matched = [...new Set(related.flatMap((r) => r.matched))].sort();
  const gapText =
    meanPositiveGap === null
      ? 'no rated pairs yet'
      : `mean positive gap ${round(meanPositiveGap)!.toFixed(2)} over ${gaps.length} item(s)`;
  const note = related.length
    ? `Suggested ${levelOfFocus} from ${related.map((r) => r.area).join(' + ')} (${gapText}; matched: ${matched.join(', ')}). Overwrite as needed.`
    : `Suggested ${levelOfFocus} from the whole inquiry (${gapText}; no area matched). Overwrite as needed.`;
  return {
    levelOfFocus,
    areas: related.map((r) => r.area),
    basis: related.length ? 'area' : 'inquiry',
    meanPositiveGap,
    matched,
    note,
  };
}
