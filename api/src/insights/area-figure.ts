import { areaMean } from '@portal/contracts';

/** One question of an area as the area's figure takes it: its own mean (null without a valid rating). */
export interface AreaMember {
  /** A custom question of one inquiry: shown on its own, counted in its area's figure only when the area has no library question. */
  isCustom: boolean;
  mean: number | null;
}

/**
 * The mean of an area, the one derivation every read uses (overview, heatmap, importance-performance, inputs
 * colour, trend, benchmark, PDF; docs/features/figures.md): the unweighted mean of the means of the area's library
 * questions. Each question counts once, so an area's figure does not lean towards the question fewer people
 * answered with Don't Know, and it can be taken from per-question means alone (an uploaded Inputs sheet has no
 * counts). Custom questions are left out because no other round or organisation asks them: the trend and the
 * benchmark of the area could not include them, and the area would show two values. An area asked only through
 * custom questions has no trend or benchmark, so its figure is their mean.
 */
export function areaFigure(members: readonly AreaMember[]): number | null {
  const library = members.filter((m) => !m.isCustom);
  return areaMean((library.length ? library : members).map((m) => m.mean));
}
