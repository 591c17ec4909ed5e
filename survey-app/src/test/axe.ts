import axe from 'axe-core';

/** The structure rules the journeys' axe scan reported on the insights screens. */
export const STRUCTURE_RULES = ['landmark-unique', 'empty-table-header', 'heading-order'];

/** Runs axe-core's structure rules on a rendered screen; answers one line per failing element, none when clean. */
export async function structureViolations(root: Element = document.body): Promise<string[]> {
  const result = await axe.run(root, { runOnly: STRUCTURE_RULES, resultTypes: ['violations'] });
  return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.html}`));
}
