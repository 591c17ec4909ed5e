import { RESULT_AREAS, type ResultArea } from '@portal/contracts';
import { round, stems, suggestFocus, type IpaAnalysis } from '../insights/ipa';
import type { AreaColor } from '../results/workbook/result-workbook-format';

/**
 * The results studio's suggestion rules (docs/features/results-studio.md), pure over figures derived elsewhere:
 * the importance-performance analysis of the figures the customer will see (insights/ipa.ts), the area colours
 * derived from them (results/result-inputs.service.ts) and the trend's changes (trends/). A signal is a fact of
 * the figures that calls for a text; a library entry is suggested when a signal falls in an area it relates to,
 * ranked by the weight of those signals, and carries them as its evidence.
 *
 * - Concentrate here (weight 3): an item in the "Concentrate here" quadrant, in the analysis's order (largest gap first).
 * - Vulnerability (weight 2): an area whose colour derived from its figure is red.
 * - Significant drop (weight 2): an item whose mean performance fell from the previous round to this one, the change
 *   significant in the trend's test; largest drop first.
 * A finding relates to its own area; a recommendation or roadmap to the areas its words match (suggestFocus's
 * lexical rule); a roadmap that matches no area relates to every area. Ties: more word stems shared with the
 * evidence's items, then library order.
 */

export type SignalKind = 'ConcentrateHere' | 'Vulnerability' | 'SignificantDrop';
export const SIGNAL_WEIGHT: Record<SignalKind, number> = { ConcentrateHere: 3, Vulnerability: 2, SignificantDrop: 2 };

export interface Signal {
  Kind: SignalKind;
  Area: ResultArea;
  /** The item (question) the signal is about; null for an area's. */
  Item: string | null;
  QuestionId: number | null;
  MeanPerformance: number | null;
  MeanImportance: number | null;
  Gap: number | null;
  /** The area's figure (mean performance) its colour is derived from. */
  AreaFigure: number | null;
  /** Change of mean performance from the previous round, and its p-value. */
  Change: number | null;
  P: number | null;
  FromInquiryId: number | null;
  /** Respondents behind the figure: the item's rated pairs, the area's forms, or the round's valid ratings. */
  N: number;
  Why: string;
}

export interface TrendQuestionChange {
  Id: number;
  Title: string;
  Area: string;
  N: number;
  Change: {
    Performance: number | null;
    PerformanceSignificant: boolean;
    PerformanceP: number | null;
    FromInquiryId: number;
    ToInquiryId: number;
  } | null;
}

export interface ProposedColour {
  area: ResultArea;
  color: AreaColor | null;
  figure: number | null;
}

const blank = {
  Item: null,
  QuestionId: null,
  MeanPerformance: null,
  MeanImportance: null,
  Gap: null,
  AreaFigure: null,
  Change: null,
  P: null,
  FromInquiryId: null,
};

export function signalsOf(
  analysis: IpaAnalysis,
  colours: ProposedColour[],
  forms: number,
  trend: TrendQuestionChange[],
  inquiryId: number,
): Signal[] {
  const byKey = new Map(analysis.items.map((i) => [i.key, i]));
  const concentrate = analysis.overall.concentrateHere.map((key): Signal => {
    const i = byKey.get(key)!;
    return {
      ...blank,
      Kind: 'ConcentrateHere',
      Area: i.area,
      Item: i.title,
      QuestionId: i.id,
      MeanPerformance: round(i.meanPerformance),
      MeanImportance: round(i.meanImportance),
      Gap: round(i.gap),
      N: i.n,
      Why: `"${i.title}" is important (${round(i.meanImportance)!.toFixed(2)}) and performs below the crosshair (${round(i.meanPerformance)!.toFixed(2)}): concentrate here, gap ${round(i.gap)?.toFixed(2) ?? '-'}`,
    };
  });
  const vulnerable = colours
    .filter((c) => c.color === 'red')
    .map((c): Signal => ({
      ...blank,
      Kind: 'Vulnerability',
      Area: c.area,
      AreaFigure: round(c.figure),
      N: forms,
      Why: `${c.area} is a Vulnerability: its figure ${round(c.figure)?.toFixed(2) ?? '-'} is below 2.25`,
    }));
  const drops = trend
    .filter(
      (q) =>
        q.Change !== null &&
        q.Change.ToInquiryId === inquiryId &&
        q.Change.PerformanceSignificant &&
        q.Change.Performance !== null &&
        q.Change.Performance < 0 &&
        (RESULT_AREAS as readonly string[]).includes(q.Area),
    )
    .sort((a, b) => a.Change!.Performance! - b.Change!.Performance! || a.Id - b.Id)
    .map((q): Signal => ({
      ...blank,
      Kind: 'SignificantDrop',
      Area: q.Area as ResultArea,
      Item: q.Title,
      QuestionId: q.Id,
      Change: q.Change!.Performance,
      P: q.Change!.PerformanceP,
      FromInquiryId: q.Change!.FromInquiryId,
      N: q.N,
      Why: `"${q.Title}" dropped by ${Math.abs(q.Change!.Performance!).toFixed(2)} since the previous round (p = ${q.Change!.PerformanceP?.toFixed(3) ?? '-'})`,
    }));
  return [...concentrate, ...vulnerable, ...drops];
}

export interface Ranked<T> {
  entry: T;
  score: number;
  areas: ResultArea[];
  evidence: Signal[];
}

/** Entries with at least one signal in their areas, best first (score, shared stems, then library order). */
export function rank<T>(
  entries: T[],
  signals: Signal[],
  areasOf: (entry: T) => ResultArea[],
  textOf: (entry: T) => string,
): Ranked<T>[] {
  return entries
    .map((entry, order) => {
      const areas = areasOf(entry);
      const evidence = signals.filter((s) => areas.includes(s.Area));
      const words = stems(textOf(entry));
      const shared = evidence.filter((s) => s.Item && [...stems(s.Item)].some((w) => words.has(w))).length;
      const score = evidence.reduce((sum, s) => sum + SIGNAL_WEIGHT[s.Kind], 0);
      return { entry, score, areas, evidence, shared, order };
    })
    .filter((r) => r.evidence.length > 0)
    .sort((a, b) => b.score - a.score || b.shared - a.shared || a.order - b.order)
    .map(({ entry, score, areas, evidence }) => ({ entry, score, areas, evidence }));
}

/** The areas a text relates to by its words (suggestFocus's rule); none when no area matches. */
export function relatedAreas(text: string, analysis: IpaAnalysis): ResultArea[] {
  return suggestFocus(text, analysis).areas;
}

export const COLOUR_RULE =
  "Derived from the area's figure (mean performance, DK excluded, each question counting once): ≥ 3.75 green (Strength), ≥ 3.00 blue (Progressing), ≥ 2.25 yellow, else red (Vulnerability)";
