import { RESULT_AREAS, type ResultArea } from '@portal/contracts';
import type { QuestionTotals } from '../answers/stored-answer';
import { Estimate, estimate, Moments, round, summary, variance, welchOf } from './statistics';

/**
 * Figures of one round of a trend, from its kept per-question totals (statistics.ts for the method).
 * - A question's mean is over the ratings of that question (DK excluded), N = those ratings.
 * - An area's mean pools the ratings of the area's library questions (Σsum / Σn) with their pooled variance,
 *   but its N is the most people who rated any one question of the area, not the number of ratings:
 *   one person's ratings of one area are not independent, so counting every rating would narrow the interval
 *   and call changes significant too readily. Using the item-level spread over persons is the conservative side.
 */
export interface LibraryQuestion {
  id: number;
  title: string;
  area: ResultArea;
}

export interface SidePoint {
  estimate: Estimate | null;
}

export interface RoundFigures {
  performance: Estimate | null;
  importance: Estimate | null;
}

const moments = (t: QuestionTotals | undefined, side: 'performance' | 'importance'): Moments =>
  side === 'performance'
    ? { n: t?.nPerformance ?? 0, sum: t?.sumPerformance ?? 0, sumSq: t?.sumSqPerformance ?? 0 }
    : { n: t?.nImportance ?? 0, sum: t?.sumImportance ?? 0, sumSq: t?.sumSqImportance ?? 0 };

/** A library question's figures in one round (custom questions never reach here). */
export function questionFigures(t: QuestionTotals | undefined): RoundFigures {
  return { performance: estimate(moments(t, 'performance')), importance: estimate(moments(t, 'importance')) };
}

function pooled(totals: (QuestionTotals | undefined)[], side: 'performance' | 'importance'): Estimate | null {
  const all = totals.map((t) => moments(t, side));
  const m = all.reduce((a, b) => ({ n: a.n + b.n, sum: a.sum + b.sum, sumSq: a.sumSq + b.sumSq }), {
    n: 0,
    sum: 0,
    sumSq: 0,
  });
  if (m.n === 0) return null;
  const persons = Math.max(...all.map((x) => x.n));
  return summary(m.sum / m.n, variance(m), persons);
}

/** An area's figures in one round: its library questions' ratings pooled, N = the most raters of one question. */
export function areaFigures(
  questions: LibraryQuestion[],
  byId: Map<number, QuestionTotals>,
  area: ResultArea,
): RoundFigures {
  const totals = questions.filter((q) => q.area === area).map((q) => byId.get(q.id));
  return { performance: pooled(totals, 'performance'), importance: pooled(totals, 'importance') };
}

/** Whether the reader is not given a question of the area (withheld by the group rule): the area then has no figure either. */
export const areaWithheld = (
  questions: LibraryQuestion[],
  byId: Map<number, QuestionTotals & { withheld?: boolean }>,
  area: ResultArea,
): boolean => questions.some((q) => q.area === area && byId.get(q.id)?.withheld === true);

export const areasOf = (questions: LibraryQuestion[]): ResultArea[] =>
  RESULT_AREAS.filter((a) => questions.some((q) => q.area === a));

export interface Change {
  Performance: number | null;
  Importance: number | null;
  /** Either side changed significantly (Welch, 95%). */
  Significant: boolean;
  PerformanceSignificant: boolean;
  ImportanceSignificant: boolean;
  PerformanceP: number | null;
  ImportanceP: number | null;
  FromInquiryId: number;
  ToInquiryId: number;
}

/** The change between the last two rounds that have figures for the item (null with fewer than two). */
export function changeOf(points: { inquiryId: number; figures: RoundFigures | null }[]): Change | null {
  const withFigures = points.filter((p) => p.figures && (p.figures.performance || p.figures.importance));
  if (withFigures.length < 2) return null;
  const [from, to] = withFigures.slice(-2);
  const side = (k: keyof RoundFigures) => {
    const a = from.figures![k];
    const b = to.figures![k];
    if (!a || !b) return { diff: null, p: null, significant: false };
    const w = welchOf(a, b);
    return { diff: b.mean - a.mean, p: w ? w.p : null, significant: w?.significant ?? false };
  };
  const p = side('performance');
  const i = side('importance');
  return {
    Performance: round(p.diff),
    Importance: round(i.diff),
    Significant: p.significant || i.significant,
    PerformanceSignificant: p.significant,
    ImportanceSignificant: i.significant,
    PerformanceP: round(p.p, 4),
    ImportanceP: round(i.p, 4),
    FromInquiryId: from.inquiryId,
    ToInquiryId: to.inquiryId,
  };
}

const interval = (e: Estimate | null) => (e?.ci95 ? [round(e.ci95[0])!, round(e.ci95[1])!] : null);

/** A point of the wire: means, their N and 95% intervals. */
export function pointOf(inquiryId: number, f: RoundFigures | null) {
  const nP = f?.performance?.n ?? 0;
  const nI = f?.importance?.n ?? 0;
  return {
    InquiryId: inquiryId,
    Performance: round(f?.performance?.mean),
    Importance: round(f?.importance?.mean),
    N: f ? Math.max(nP, nI) : 0,
    NPerformance: nP,
    NImportance: nI,
    Ci95: { Performance: interval(f?.performance ?? null), Importance: interval(f?.importance ?? null) },
  };
}
