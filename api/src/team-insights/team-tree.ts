/**
 * The reporting tree of one inquiry's snapshot forms and which subtrees a manager view may show
 * (docs/features/managers.md), as pure functions.
 *
 * The tree comes from the managers copied with each respondent at invitation (nearest first). A person's subtree
 * is the person and everyone below them; the organisation (ROOT) holds every form. Chains copied at different
 * times may disagree: the first form (by id) that places a person decides their parent, and a parent that would
 * close a loop is ignored, so the subtrees always nest (a laminar family).
 *
 * Which subtrees are shown (rollUpTeams), bottom-up: a subtree of fewer than MIN forms is never shown; it stays in
 * its parent's "rest of the team". A subtree is shown only if the forms it holds outside the shown subtrees below
 * it (its atom) number 0 or at least MIN; when they number 1 to MIN − 1, the shown subtree below it with the
 * smallest non-empty atom is rolled up as well (one with an empty atom is opened up, exposing the shown subtrees
 * below it), until they do. The organisation is always shown (Overall) and follows the same rule.
 *
 * Why sound: in a laminar family the atoms of the algebra the shown sets generate are exactly each shown set minus
 * the shown sets below it; every one holds 0 or at least MIN forms, so no union, intersection or difference of
 * shown subtrees isolates fewer than MIN people. The team service then checks the blocks (each form's nearest
 * shown subtree) against every group a customer has been shown, with the snapshot's own rule.
 */
export const ROOT = '';

export interface TeamForm {
  id: number;
  /** The respondent's address in lower case. */
  email: string;
  /** The managers above the respondent when invited, nearest first, in lower case. */
  chain: string[];
}

export interface TeamTree {
  /** Person → parent (ROOT at the top). */
  parent: Map<string, string>;
  /** Person → the people directly below. */
  children: Map<string, string[]>;
  /** Person → the forms of their subtree (their own included). ROOT → every form. */
  forms: Map<string, number[]>;
  /** Form → its respondent's node. */
  nodeOf: Map<number, string>;
}

export function buildTree(input: readonly TeamForm[]): TeamTree {
  const parent = new Map<string, string>();
  const below = (x: string, y: string) => {
    // Whether y is x or below x (following the parents decided so far).
    for (let at: string | undefined = y; at !== undefined && at !== ROOT; at = parent.get(at))
      if (at === x) return true;
    return false;
  };
  const place = (x: string, p: string) => {
    if (parent.has(x)) return;
    parent.set(x, p !== ROOT && below(x, p) ? ROOT : p);
  };
  for (const f of [...input].sort((a, b) => a.id - b.id)) {
    const path = [f.email, ...f.chain];
    for (let i = 0; i < path.length; i++) place(path[i], path[i + 1] ?? ROOT);
  }
  const children = new Map<string, string[]>([[ROOT, []]]);
  for (const n of parent.keys()) children.set(n, []);
  for (const [n, p] of parent) children.get(p)!.push(n);
  for (const list of children.values()) list.sort();
  const nodeOf = new Map(input.map((f) => [f.id, f.email]));
  const forms = new Map<string, number[]>([...children.keys()].map((n) => [n, []]));
  for (const f of input) {
    for (let at: string | undefined = f.email; at !== undefined; at = at === ROOT ? undefined : parent.get(at))
      forms.get(at)!.push(f.id);
  }
  return { parent, children, forms, nodeOf };
}

/** Children before parents, ROOT last. */
export function postOrder(tree: TeamTree): string[] {
  const out: string[] = [];
  const stack: [string, boolean][] = [[ROOT, false]];
  while (stack.length) {
    const [n, done] = stack.pop()!;
    if (done) out.push(n);
    else {
      stack.push([n, true]);
      for (const c of tree.children.get(n) ?? []) stack.push([c, false]);
    }
  }
  return out;
}

export interface TeamRollUp {
  /** Shown subtrees (ROOT always). */
  shown: Set<string>;
  /** Shown subtree → the forms in it outside the shown subtrees below it. */
  atoms: Map<string, number[]>;
}

/**
 * The subtrees shown (see the header). `off` are subtrees never to show (the team service rolls up a block the
 * snapshot's rule merged); `enforce: false` only for the tests that show what goes wrong without the roll-up.
 */
export function rollUpTeams(
  tree: TeamTree,
  min: number,
  off: ReadonlySet<string> = new Set(),
  enforce = true,
): TeamRollUp {
  const shown = new Set<string>();
  const atoms = new Map<string, number[]>();
  /** Unshown node → its forms outside shown subtrees; and its maximal shown subtrees. */
  const loose = new Map<string, number[]>();
  const frontier = new Map<string, string[]>();
  const own = (n: string) => (n === ROOT ? [] : (tree.forms.get(n) ?? []).filter((id) => tree.nodeOf.get(id) === n));
  for (const n of postOrder(tree)) {
    let free = own(n);
    let front: string[] = [];
    for (const c of tree.children.get(n) ?? []) {
      if (shown.has(c)) front.push(c);
      else {
        free = free.concat(loose.get(c)!);
        front = front.concat(frontier.get(c)!);
      }
    }
    const size = tree.forms.get(n)!.length;
    const showable = n === ROOT || (size >= min && !off.has(n));
    if (!enforce) {
      if (showable) {
        shown.add(n);
        atoms.set(n, free);
      } else {
        loose.set(n, free);
        frontier.set(n, front);
      }
      continue;
    }
    if (!showable) {
      loose.set(n, free);
      frontier.set(n, front);
      continue;
    }
    // Roll up more while this subtree's own forms would be a group of 1 to MIN − 1.
    while (free.length > 0 && free.length < min && front.length) {
      const withAtom = front.filter((d) => atoms.get(d)!.length > 0);
      const pick = (withAtom.length ? withAtom : front).reduce((a, b) =>
        (withAtom.length ? atoms.get(a)!.length - atoms.get(b)!.length : size_(a) - size_(b)) <= 0 ? a : b,
      );
      shown.delete(pick);
      free = free.concat(atoms.get(pick)!);
      atoms.delete(pick);
      front = front.filter((d) => d !== pick).concat(frontierBelow(pick));
    }
    if (free.length > 0 && free.length < min && n !== ROOT) {
      // Only reachable when the subtree itself is smaller than MIN, which is not shown above.
      loose.set(n, free);
      frontier.set(n, front);
      continue;
    }
    shown.add(n);
    atoms.set(n, free);
  }
  return { shown, atoms };

  function size_(n: string) {
    return tree.forms.get(n)!.length;
  }
  /** The maximal shown subtrees strictly below a node. */
  function frontierBelow(n: string): string[] {
    const out: string[] = [];
    const stack = [...(tree.children.get(n) ?? [])];
    while (stack.length) {
      const c = stack.pop()!;
      if (shown.has(c)) out.push(c);
      else stack.push(...(tree.children.get(c) ?? []));
    }
    return out;
  }
}

/** Each form's block: its nearest shown subtree (ROOT when none). */
export function blocksOf(tree: TeamTree, shown: ReadonlySet<string>): Map<number, string> {
  const out = new Map<number, string>();
  for (const [id, node] of tree.nodeOf) {
    let at = node;
    while (at !== ROOT && !shown.has(at)) at = tree.parent.get(at) ?? ROOT;
    out.set(id, at);
  }
  return out;
}
