/**
 * Corrections of the general-purpose sentiment lexicon for comments about work, added to wink-nlp's
 * score per occurrence of the lemma (then clamped to [-1, 1]). Two kinds:
 * - words that are negative or positive at work but neutral in the general lexicon ("slow", "bureaucracy");
 * - topic nouns the general lexicon scores ("approval" is +2 there) that only name a subject here,
 *   offset so that "the approval process is slow" does not come out positive.
 */
export const WORKPLACE_LEXICON: ReadonlyMap<string, number> = new Map([
  ['slow', -0.3],
  ['slowly', -0.3],
  ['drain', -0.3],
  ['overwork', -0.3],
  ['overworked', -0.3],
  ['overload', -0.3],
  ['overloaded', -0.3],
  ['bureaucracy', -0.3],
  ['bureaucratic', -0.3],
  ['late', -0.2],
  ['unclear', -0.3],
  ['confusing', -0.3],
  ['chaotic', -0.3],
  ['micromanagement', -0.3],
  ['micromanage', -0.3],
  ['wait', -0.2],
  ['delay', -0.3],
  ['long', -0.2],
  ['badly', -0.3],
  ['silo', -0.2],
  ['turnover', -0.2],
  ['understaffed', -0.2],
  ['outdated', -0.3],
  ['burnout', -0.4],
  ['supportive', 0.3],
  ['flexible', 0.3],
  ['clear', 0.2],
  ['fast', 0.2],
  ['quick', 0.2],
  ['smooth', 0.2],
  ['efficient', 0.3],
  ['empowered', 0.3],
  ['respected', 0.3],
  ['friendly', 0.2],
  ['approval', -0.35],
  ['approve', -0.2],
]);

/** The correction of one comment's score from its lemmas. */
export function workplaceCorrection(lemmas: readonly string[]): number {
  return lemmas.reduce((sum, l) => sum + (WORKPLACE_LEXICON.get(l) ?? 0), 0);
}
