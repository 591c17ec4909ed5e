import { RESULT_AREAS, type ResultArea } from '@portal/contracts';
import type { QuestionTotals } from '../answers/stored-answer';
import { areaFigure } from '../insights/area-figure';
import { Estimate, estimate, Moments, round, summary, variance, welchOf } from './statistics';

/**
 * Figures of one round of a trend, from its kept per-question totals (statistics.ts for the method).
 * - A question's mean is over the ratings of that question (DK excluded), N = those ratings.
 * - An area's mean is the area's figure as every read takes it (insights/area-figure.ts): the mean of its library
 *   questions' means. Its standard error is bounded above by the mean of the questions' standard errors,
 *   SE ≤ (1/k)·Σ sⱼ/√nⱼ (the bound is reached when the questions' means move together, as one person's ratings
 *   of one area tend to; it never understates the spread). Its N is the most people who rated any one question
 *   of the area, not the number of ratings, for the same reason; the interval and Welch's test take SE and N
 *   (statistics.summary with variance SE²·N). A question rated by fewer than two people leaves the area without
 *   an interval.
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

function areaSide(totals: (QuestionTotals | undefined)[], side: 'performance' | 'importance'): Estimate | null {
  const rated = totals.map((t) => moments(t, side)).filter((m) => m.n > 0);
  const mean = areaFigure(rated.map((m) => ({ isCustom: false, mean: m.sum / m.n })));
  if (mean === null) return null;
  const persons = Math.max(...rated.map((m) => m.n));
  const errors = rated.map((m) => {
    const v = variance(m);
    return v === null ? null : Math.sqrt(v / m.n);
  });
  if (errors.some((e) => e === null)) return summary(mean, null, persons);
  const se = errors.reduce((s: number, e) => s + e!, 0) / rated.length;
  return summary(mean, se * se * persons, persons);
}

/** An area's figures in one round: the mean of its library questions' means, N = the most raters of one question. */
export function areaFigures(
  questions: LibraryQuestion[],
  byId: Map<number, QuestionTotals>,
  area: ResultArea,
): RoundFigures {
  const totals = questions.filter((q) => q.area === area).map((q) => byId.get(q.id));
  return { performance: areaSide(totals, 'performance'), importance: areaSide(totals, 'importance') };
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
