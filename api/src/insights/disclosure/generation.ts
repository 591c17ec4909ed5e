import { atomsOf } from './atoms';
import { rollUp } from './roll-up';
import { AttributeDecision, FigureKind, OVERALL, ReportedGroup } from './types';
import { setKey, withhold } from './withholding';

/**
 * One generation (snapshot) of an inquiry's groups and withheld figures, decided over every generation a
 * customer could have read: the joint roll-up (roll-up.ts) on the forms' classes in the earlier generations,
 * then per question and kind the withholding (withholding.ts) over the joint cells.
 */

/** Answer flags per form and question: whether it rates performance, importance, and whether it comments. */
export const PERFORMANCE = 1;
export const IMPORTANCE = 2;
export const COMMENT = 4;

export interface FormFacts {
  /** Invited values (a missing attribute is ''). */
  values: Record<string, string>;
  /** The earliest earlier generation that held the form; null = new in this one. */
  joined: number | null;
  /** Per question (index into `questions`), PERFORMANCE | IMPORTANCE | COMMENT of its answer. */
  flags: Uint8Array;
}

export interface Withheld {
  kind: FigureKind;
  /** The question's key (d:{id} or c:{id}). */
  question: string;
  /** '' and '' for Overall. */
  attribute: string;
  label: string;
}

export interface PastGeneration {
  generation: number;
  groups: Pick<ReportedGroup, 'attribute' | 'label' | 'members'>[];
  withheld: Withheld[];
}

export interface GenerationInput {
  min: number;
  forms: readonly FormFacts[];
  questions: readonly string[];
  past: readonly PastGeneration[];
}

export interface GenerationDecision {
  attributes: AttributeDecision[];
  withheld: Withheld[];
}

interface Dimension {
  generation: number | null;
  attribute: string;
  labels: string[];
  current: boolean;
  overall: boolean;
}

/** Each form's group index per dimension (-1 = in none), dimensions per earlier generation's Overall and attributes. */
export function pastDimensions(
  forms: readonly FormFacts[],
  past: readonly PastGeneration[],
): { dims: Dimension[]; sig: number[][] } {
  const dims: Dimension[] = [];
  const sig: number[][] = forms.map(() => []);
  for (const g of [...past].sort((a, b) => a.generation - b.generation)) {
    dims.push({
      generation: g.generation,
      attribute: OVERALL.attribute,
      labels: [OVERALL.label],
      current: false,
      overall: true,
    });
    forms.forEach((f, i) => sig[i].push(f.joined !== null && f.joined <= g.generation ? 0 : -1));
    const attributes = [...new Set(g.groups.map((x) => x.attribute))].sort();
    for (const a of attributes) {
      const groups = g.groups.filter((x) => x.attribute === a);
      const index = new Map(groups.flatMap((x, gi) => x.members.map((v) => [v, gi] as const)));
      dims.push({
        generation: g.generation,
        attribute: a,
        labels: groups.map((x) => x.label),
        current: false,
        overall: false,
      });
      forms.forEach((f, i) =>
        sig[i].push(f.joined !== null && f.joined <= g.generation ? (index.get(f.values[a] ?? '') ?? -1) : -1),
      );
    }
  }
  return { dims, sig };
}

export function decideGeneration(input: GenerationInput): GenerationDecision {
  const { min, forms, questions, past } = input;
  const { dims, sig } = pastDimensions(forms, past);
  const { attributes } = rollUp({ min, forms: forms.map((f) => f.values), history: sig.map((s) => s.join(',')) });

  dims.push({ generation: null, attribute: OVERALL.attribute, labels: [OVERALL.label], current: true, overall: true });
  forms.forEach((_, i) => sig[i].push(0));
  for (const a of attributes.filter((x) => x.groups.length)) {
    const index = new Map(a.groups.flatMap((x, gi) => x.members.map((v) => [v, gi] as const)));
    dims.push({
      generation: null,
      attribute: a.attribute,
      labels: a.groups.map((x) => x.label),
      current: true,
      overall: false,
    });
    forms.forEach((f, i) => sig[i].push(index.get(f.values[a.attribute] ?? '')!));
  }

  // The joint cells: the per-question step works on them (a few hundred at most) instead of on forms.
  const cells = atomsOf(sig);
  const cellOf = new Int32Array(forms.length);
  cells.forEach((c, ci) => c.members.forEach((i) => (cellOf[i] = ci)));
  const Q = questions.length;
  // Per cell and question: forms rating performance, importance, both, exactly one of the two, and commenting.
  // The one-sided raters count because performance, importance and the paired gap are shown together: the sum of
  // the performance mean's ratings plus the gap's minus the importance mean's is the sum of the one-sided ratings.
  const W = 5;
  const tally = new Int32Array(cells.length * Q * W);
  forms.forEach((f, i) => {
    const base = cellOf[i] * Q * W;
    for (let q = 0; q < Q; q++) {
      const x = f.flags[q];
      if (!x) continue;
      const o = base + q * W;
      const p = (x & PERFORMANCE) !== 0;
      const imp = (x & IMPORTANCE) !== 0;
      if (p) tally[o]++;
      if (imp) tally[o + 1]++;
      if (p && imp) tally[o + 2]++;
      if (p !== imp) tally[o + 3]++;
      if (x & COMMENT) tally[o + 4]++;
    }
  });

  const dimOf = new Map<string, number>();
  dims.forEach((d, di) => dimOf.set(`${d.generation}\u0000${d.attribute}`, di));
  const pastWithheld = new Map<string, Set<string>>();
  for (const g of past) {
    for (const w of g.withheld) {
      const di = dimOf.get(`${g.generation}\u0000${w.attribute}`);
      const gi = di === undefined ? -1 : dims[di].labels.indexOf(w.label);
      if (di === undefined || gi < 0) continue;
      const k = `${w.kind}\u0000${w.question}`;
      (pastWithheld.get(k) ?? pastWithheld.set(k, new Set()).get(k)!).add(setKey(di, gi));
    }
  }

  const signatures = cells.map((c) => c.signature);
  const dimensions = dims.map((d) => ({ current: d.current, overall: d.overall }));
  const withheld: Withheld[] = [];
  for (const kind of ['ratings', 'comments'] as const) {
    const offsets = kind === 'ratings' ? [0, 1, 2, 3] : [4];
    for (let q = 0; q < Q; q++) {
      const counts = cells.map((_, ci) => offsets.map((o) => tally[ci * Q * W + q * W + o]));
      if (counts.every((c) => c.every((n) => n === 0))) continue;
      const fixed = pastWithheld.get(`${kind}\u0000${questions[q]}`);
      for (const key of withhold({ signatures, counts, dimensions, fixed, min })) {
        const [di, gi] = key.split(':').map(Number);
        withheld.push({ kind, question: questions[q], attribute: dims[di].attribute, label: dims[di].labels[gi] });
      }
    }
  }
  return { attributes, withheld };
}
