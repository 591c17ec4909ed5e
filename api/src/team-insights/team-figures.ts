import type { FormAnswer } from '../answers/segment-totals.service';
import type { QuestionTotals } from '../answers/stored-answer';
import { deriveFigures } from '../insights/group-figures';
import { pastDimensions } from '../insights/disclosure/generation';
import { groupKey } from '../insights/disclosure/types';
import type { SnapshotInputs } from '../insights/segment-figures.service';
import { blocksOf, buildTree, rollUpTeams, ROOT, TeamForm, TeamRollUp, TeamTree } from './team-tree';

/** The attribute the blocks are decided as: a name no directory attribute can have. */
export const TEAM_ATTRIBUTE = '\u0001team';

export interface TeamDecision {
  tree: TeamTree;
  roll: TeamRollUp;
  /** Shown subtree → per-question totals of its block (its atom). */
  totals: Map<string, QuestionTotals[]>;
  /** Shown subtree → the questions whose ratings are withheld for its block. */
  withheld: Map<string, Set<string>>;
  /** How many times the snapshot's rule was run (once, plus once per round of further roll-up). */
  rounds: number;
}

async function* pages(answers: FormAnswer[][]): AsyncGenerator<FormAnswer[]> {
  for (const page of answers) yield page;
}

/**
 * Which subtrees of the snapshot's forms are shown, and their blocks' figures (docs/features/managers.md). The
 * hierarchical roll-up (team-tree.ts) proposes blocks; the snapshot's own rule (insights/disclosure) then decides
 * them as one more attribute with every stored generation in its joint table, so a block is checked against every
 * group a customer was shown, and withholds per question. A block that rule merges with another is rolled up into
 * its parent's rest of the team and the rule runs again, until it keeps every block as it is.
 */
export async function decideTeams(input: SnapshotInputs, people: TeamForm[], min: number): Promise<TeamDecision> {
  const inSnapshot = new Set(input.forms);
  const tree = buildTree(people.filter((p) => inSnapshot.has(p.id)));
  const off = new Set<string>();
  // Each form's class in the earlier generations' groups (as the rule's joint table holds it): a block with a class
  // of 1 to MIN − 1 forms is rolled up first here, where the tree says which way (the rule would merge by size).
  const { sig } = pastDimensions(
    input.forms.map((id) => ({
      values: input.attributes.get(id) ?? {},
      joined: input.joined.get(id) ?? null,
      flags: new Uint8Array(0),
    })),
    input.past,
  );
  const history = new Map(input.forms.map((id, i) => [id, sig[i].join(',')]));
  for (;;) {
    const roll = rollUpTeams(tree, min, off);
    const blocks = blocksOf(tree, roll.shown);
    const cells = new Map<string, { block: string; history: string; n: number }>();
    for (const [id, block] of blocks) {
      const h = history.get(id) ?? '';
      const k = `${block}\u0000${h}`;
      const c = cells.get(k) ?? cells.set(k, { block, history: h, n: 0 }).get(k)!;
      c.n++;
    }
    const small = [...cells.values()].filter((c) => c.n < min);
    if (!small.length) break;
    const before = off.size;
    // Teams first: rolling one up may already complete the organisation's own class.
    const teams = small.filter((c) => c.block !== ROOT);
    for (const c of teams.length ? teams : small) {
      if (c.block !== ROOT) off.add(c.block);
      else {
        // The organisation's own forms cannot move up: the smallest block holding forms of that class joins them.
        const holders = [...roll.atoms]
          .filter(([n, atom]) => n !== ROOT && atom.some((id) => history.get(id) === c.history))
          .sort(([a, x], [b, y]) => x.length - y.length || a.localeCompare(b));
        if (holders.length) off.add(holders[0][0]);
      }
    }
    if (off.size === before) break;
  }
  for (let rounds = 1; ; rounds++) {
    const roll = rollUpTeams(tree, min, off);
    const blocks = blocksOf(tree, roll.shown);
    const attributes = new Map(
      input.forms.map((id) => [id, { ...(input.attributes.get(id) ?? {}), [TEAM_ATTRIBUTE]: blocks.get(id) ?? ROOT }]),
    );
    const d = await deriveFigures({
      min,
      forms: input.forms,
      attributes,
      answers: pages(input.answers),
      joined: input.joined,
      past: input.past,
    });
    const team = d.decision.attributes.find((a) => a.attribute === TEAM_ATTRIBUTE);
    const size = (n: string) => roll.atoms.get(n)?.length ?? 0;
    const shownNodes = [...roll.shown].filter((n) => n !== ROOT);
    const merged = !team?.groups.length
      ? shownNodes
      : team.groups
          .filter((g) => g.members.length > 1)
          .map((g) => g.members.filter((n) => n !== ROOT).sort((a, b) => size(a) - size(b) || a.localeCompare(b))[0]);
    if (!merged.length || !shownNodes.length) {
      const totals = new Map<string, QuestionTotals[]>();
      const withheld = new Map<string, Set<string>>();
      for (const n of roll.shown) {
        totals.set(n, d.totals.get(groupKey(TEAM_ATTRIBUTE, n)) ?? []);
        withheld.set(n, new Set());
      }
      for (const w of d.decision.withheld)
        if (w.attribute === TEAM_ATTRIBUTE && w.kind === 'ratings') withheld.get(w.label)?.add(w.question);
      return { tree, roll, totals, withheld, rounds };
    }
    for (const n of merged) off.add(n);
  }
}

/** Sums per-question totals of several blocks (a subtree is the union of the blocks in it). */
export function sumTotals(parts: QuestionTotals[][]): QuestionTotals[] {
  const out = new Map<string, QuestionTotals>();
  for (const part of parts) {
    for (const t of part) {
      const k = `${t.isCustomQuestion ? 'c' : 'd'}:${t.questionId}`;
      const s = out.get(k);
      if (!s) out.set(k, { ...t });
      else
        for (const f of [
          'answers',
          'sumPerformance',
          'nPerformance',
          'sumImportance',
          'nImportance',
          'sumPairDiff',
          'nPairs',
          'dkPerformance',
          'dkImportance',
          'sumSqPerformance',
          'sumSqImportance',
        ] as const)
          s[f] += t[f];
    }
  }
  return [...out.values()];
}
