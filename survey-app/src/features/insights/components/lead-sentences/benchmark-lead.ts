import { roundFigure, type BenchmarkArea, type BenchmarkDto, type BenchmarkQuestion } from '@portal/contracts';
import { figure, quoted, type Words } from './words';

type Kind = 'Areas' | 'Questions';

interface Compared {
  name: string;
  ours: number;
  benchmark: number;
}

/**
 * Where the organisation stands against the benchmark: on how many of the compared areas (or questions) its shown
 * mean is above the benchmark's shown mean, and the one furthest below it. Only entries with both figures count.
 */
function standing(entries: Compared[], kind: Kind, { t, language }: Words): string {
  if (entries.length === 0) return t(`insights.lead.benchmark${kind}None`);
  const gap = (e: Compared) => roundFigure(roundFigure(e.ours)! - roundFigure(e.benchmark)!)!;
  const above = entries.filter((e) => gap(e) > 0).length;
  const below = entries.filter((e) => gap(e) < 0);
  if (below.length === 0)
    return above === 0
      ? t(`insights.lead.benchmark${kind}Level`, { count: entries.length, total: entries.length })
      : t(`insights.lead.benchmark${kind}NoneBelow`, { above, total: entries.length });
  // Furthest below: the largest shown shortfall; the first in the tab's order on a tie.
  const furthest = below.reduce((worst, e) => (gap(e) < gap(worst) ? e : worst));
  return t(`insights.lead.benchmark${kind}`, {
    above,
    total: entries.length,
    name: furthest.name,
    ours: figure(furthest.ours, language),
    benchmark: figure(furthest.benchmark, language),
  });
}

const comparable = <T extends BenchmarkArea | BenchmarkQuestion>(items: T[], name: (item: T) => string) =>
  items.flatMap((item) =>
    item.Value === null || item.Benchmark === null
      ? []
      : [{ name: name(item), ours: item.Value, benchmark: item.Benchmark }],
  );

/** The benchmark's area chart in one sentence; null when the tab shows no comparison (not enough organisations). */
export function benchmarkAreasLead(data: BenchmarkDto, words: Words): string | null {
  if (!data.Shown || data.State === 'no-figures') return null;
  return standing(
    comparable(data.Areas, (a) => words.t(`areas.${a.Area}`)),
    'Areas',
    words,
  );
}

/** The benchmark's list of questions in one sentence. */
export function benchmarkQuestionsLead(data: BenchmarkDto, words: Words): string | null {
  if (!data.Shown || data.State === 'no-figures') return null;
  return standing(
    comparable(data.Questions, (q) => quoted(words, q.Title)),
    'Questions',
    words,
  );
}
