import { RESULT_AREAS, ResultArea } from '@portal/contracts';
import type { QuestionTotals } from '../answers/stored-answer';
import { areaFigure } from './area-figure';
import { ItemAggregate, itemKey, round } from './ipa';

/**
 * The figures of one heatmap column (docs/features/segments.md), from per-question totals over completed forms (DK excluded):
 * per question the mean performance and mean importance; per area its figure (area-figure.ts, as every read takes it)
 * and Gap = Importance − Performance of the two figures as shown. A withheld question
 * (docs/confidentiality.md) withholds its area too; `hide` (a customer admin) nulls withheld figures.
 */
export interface HeatmapQuestion {
  Id: number;
  IsCustomQuestion: boolean;
  Title: string;
  Area: ResultArea;
  Performance: number | null;
  Importance: number | null;
  Withheld: boolean;
}

export interface HeatmapArea {
  Area: ResultArea;
  Performance: number | null;
  Importance: number | null;
  Gap: number | null;
  Withheld: boolean;
}

/** The items of the question set (titles, areas) with the given totals in place of theirs. */
export function withTotals(
  items: ItemAggregate[],
  totals: (QuestionTotals & { withheld?: boolean })[],
): ItemAggregate[] {
  const byKey = new Map(totals.map((t) => [itemKey(t.isCustomQuestion, t.questionId), t]));
  return items.map((i) => {
    const t = byKey.get(itemKey(i.isCustom, i.id));
    return {
      ...i,
      sumPerformance: t?.sumPerformance ?? 0,
      nPerformance: t?.nPerformance ?? 0,
      sumImportance: t?.sumImportance ?? 0,
      nImportance: t?.nImportance ?? 0,
      withheld: t?.withheld === true,
    };
  });
}

export function heatmapColumn(
  items: ItemAggregate[],
  hide = true,
): { Areas: HeatmapArea[]; Questions: HeatmapQuestion[] } {
  const questions = items.map((i) => {
    const withheld = i.withheld === true;
    const shown = !(withheld && hide);
    return {
      item: i,
      withheld,
      p: shown && i.nPerformance ? i.sumPerformance / i.nPerformance : null,
      q: shown && i.nImportance ? i.sumImportance / i.nImportance : null,
    };
  });
  const Areas = RESULT_AREAS.map((area): HeatmapArea => {
    const of = questions.filter((x) => x.item.area === area);
    const withheld = of.some((x) => x.withheld);
    if (withheld && hide) return { Area: area, Performance: null, Importance: null, Gap: null, Withheld: true };
    const p = round(areaFigure(of.map((x) => ({ isCustom: x.item.isCustom, mean: x.p }))));
    const q = round(areaFigure(of.map((x) => ({ isCustom: x.item.isCustom, mean: x.q }))));
    return {
      Area: area,
      Performance: p,
      Importance: q,
      Gap: p === null || q === null ? null : round(q - p),
      Withheld: withheld,
    };
  });
  const Questions = questions.map(({ item, p, q, withheld }) => ({
    Id: item.id,
    IsCustomQuestion: item.isCustom,
    Title: item.title,
    Area: item.area,
    Performance: round(p),
    Importance: round(q),
    Withheld: withheld,
  }));
  return { Areas, Questions };
}
