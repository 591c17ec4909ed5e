/**
 * Which groups of an inquiry's attributes may be shown (issue 19), as pure functions.
 *
 * Method (cell suppression as statistical offices apply it to frequency tables, with n = completed forms):
 * 1. Too fine: an attribute whose values mostly (more than half) hold fewer than MIN_RESPONDENTS forms
 *    (an employee number) is refused as a dimension: every group of it is hidden (TooFine).
 * 2. Primary: a group with fewer than MIN_RESPONDENTS forms is hidden (BelowFloor). The respondents
 *    without a value for an attribute form a group of their own (value ''), under the same rules.
 * 3. Over time: when the last snapshot that showed an attribute had any group of it with between 1 and
 *    MIN_RESPONDENTS − 1 fewer forms than now, the whole attribute is hidden (Changed); otherwise every
 *    union of groups changed by 0 or at least MIN_RESPONDENTS forms, so no difference of two snapshots
 *    isolates fewer people.
 * 4. Complementary, within an attribute: its groups add up to Overall, so the hidden ones together
 *    follow by subtraction. While an attribute has exactly one hidden group, or hidden groups holding
 *    fewer than MIN_RESPONDENTS forms together, its smallest shown group is hidden too (Complementary).
 * 5. Across attributes (and so across the ?segment= filter of the other reads, which shows exactly the
 *    groups shown here): for two shown groups g and h of different attributes, the sets a reader can
 *    form are g, h, Overall − g and Overall − h. Where one of them contains another (g ⊂ h, h ⊂ g,
 *    g ∩ h = ∅ so g ⊂ Overall − h, or g ∪ h = everyone so Overall − h ⊂ g), their difference is a set of
 *    people whose figures follow by subtraction; when it holds between 1 and MIN_RESPONDENTS − 1 forms,
 *    the smaller of g and h is hidden (Overlap). Steps 4 and 5 repeat until nothing changes.
 * Limits: differences of unions of three or more groups across attributes are not searched; the group
 * counts (never figures) of hidden groups are shown, as the respondent lists show who completed.
 */
export type HideReason = 'TooFine' | 'BelowFloor' | 'Changed' | 'Complementary' | 'Overlap';

export interface GroupCount {
  attribute: string;
  value: string;
  forms: number;
}

/** Completed forms whose respondent has both a = aValue and b = bValue (a ≠ b). */
export interface GroupOverlap {
  a: string;
  aValue: string;
  b: string;
  bValue: string;
  forms: number;
}

export interface GroupDecision extends GroupCount {
  hidden: boolean;
  reason: HideReason | null;
}

export interface SuppressionInput {
  /** Completed forms of the inquiry (Overall). */
  total: number;
  min: number;
  /** Forms per group of the attributes' real values (the no-value groups are derived). */
  groups: GroupCount[];
  overlaps: GroupOverlap[];
  /** Attribute → value → forms, as the last snapshot that showed the attribute held them. */
  previous?: Map<string, Map<string, number>>;
}

const keyOf = (attribute: string, value: string) => JSON.stringify([attribute, value]);

/** Whether an attribute's values are too fine to be a dimension: most of its real values below the floor. */
export function isTooFine(groups: GroupCount[], min: number): boolean {
  const real = groups.filter((g) => g.value !== '');
  return real.length > 1 && real.filter((g) => g.forms < min).length * 2 > real.length;
}

/** The attributes of the given groups, those too fine as a dimension left out. */
export function usableAttributes(groups: GroupCount[], min: number): string[] {
  const by = groupBy(groups);
  return [...by.keys()].filter((a) => !isTooFine(by.get(a)!, min)).sort();
}

function groupBy(groups: GroupCount[]): Map<string, GroupCount[]> {
  const by = new Map<string, GroupCount[]>();
  for (const g of groups) by.set(g.attribute, [...(by.get(g.attribute) ?? []), g]);
  return by;
}

const smaller = (x: GroupDecision, y: GroupDecision) => x.forms - y.forms || x.attribute.localeCompare(y.attribute) || x.value.localeCompare(y.value);

/** Every group of every attribute, with the no-value groups, each shown or hidden with its reason. */
export function suppress(input: SuppressionInput): GroupDecision[] {
  const { total, min } = input;
  const byAttribute = groupBy(input.groups);
  const decisions: GroupDecision[] = [];
  const ofAttribute = new Map<string, GroupDecision[]>();
  for (const [attribute, groups] of [...byAttribute.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    const rest = total - groups.reduce((s, g) => s + g.forms, 0);
    const all = [...groups.filter((g) => g.forms > 0), ...(rest > 0 ? [{ attribute, value: '', forms: rest }] : [])].sort((x, y) => x.value.localeCompare(y.value));
    const tooFine = isTooFine(groups, min);
    const list = all.map((g): GroupDecision => {
      const reason: HideReason | null = tooFine ? 'TooFine' : g.forms < min ? 'BelowFloor' : null;
      return { ...g, hidden: reason !== null, reason };
    });
    const previous = input.previous?.get(attribute);
    if (previous && list.some((g) => g.forms - (previous.get(g.value) ?? 0) > 0 && g.forms - (previous.get(g.value) ?? 0) < min)) {
      for (const g of list) if (!g.hidden) Object.assign(g, { hidden: true, reason: 'Changed' });
    }
    ofAttribute.set(attribute, list);
    decisions.push(...list);
  }

  // Forms in both of two groups of different attributes (no-value groups derived from the real ones).
  const both = new Map<string, number>();
  for (const o of input.overlaps) {
    both.set(keyOf(`${o.a}\u0000${o.b}`, `${o.aValue}\u0000${o.bValue}`), o.forms);
    both.set(keyOf(`${o.b}\u0000${o.a}`, `${o.bValue}\u0000${o.aValue}`), o.forms);
  }
  const sizeOf = (attribute: string, value: string) => ofAttribute.get(attribute)?.find((g) => g.value === value)?.forms ?? 0;
  const realValues = (attribute: string) => (byAttribute.get(attribute) ?? []).map((g) => g.value);
  const intersection = (g: GroupDecision, h: GroupDecision): number => {
    const direct = (gv: string, hv: string) => both.get(keyOf(`${g.attribute}\u0000${h.attribute}`, `${gv}\u0000${hv}`)) ?? 0;
    // |g ∩ no-value(H)| = |g| − Σ over H's real values of |g ∩ h'|
    const withReal = (gv: string) => realValues(h.attribute).reduce((s, hv) => s + direct(gv, hv), 0);
    if (g.value !== '' && h.value !== '') return direct(g.value, h.value);
    if (g.value !== '' && h.value === '') return sizeOf(g.attribute, g.value) - withReal(g.value);
    if (g.value === '' && h.value !== '') return h.forms - realValues(g.attribute).reduce((s, gv) => s + direct(gv, h.value), 0);
    const gReal = realValues(g.attribute).reduce((s, gv) => s + sizeOf(g.attribute, gv), 0);
    const hReal = realValues(h.attribute).reduce((s, hv) => s + sizeOf(h.attribute, hv), 0);
    const realBoth = realValues(g.attribute).reduce((s, gv) => s + withReal(gv), 0);
    return total - gReal - hReal + realBoth;
  };
  /** The smallest positive number of people isolated by a difference of two derivable sets of g and h, or 0. */
  const isolated = (g: GroupDecision, h: GroupDecision): number => {
    const i = intersection(g, h);
    const candidates = [
      i === h.forms ? g.forms - h.forms : 0, // h ⊂ g
      i === g.forms ? h.forms - g.forms : 0, // g ⊂ h
      i === 0 ? total - g.forms - h.forms : 0, // g ⊂ Overall − h
      g.forms + h.forms - i === total ? i : 0, // Overall − h ⊂ g
    ].filter((n) => n > 0 && n < min);
    return candidates.length ? Math.min(...candidates) : 0;
  };

  for (let changed = true; changed; ) {
    changed = false;
    for (const list of ofAttribute.values()) {
      const hidden = list.filter((g) => g.hidden);
      const shown = list.filter((g) => !g.hidden).sort(smaller);
      if (hidden.length && shown.length && (hidden.length === 1 || hidden.reduce((s, g) => s + g.forms, 0) < min)) {
        Object.assign(shown[0], { hidden: true, reason: 'Complementary' });
        changed = true;
      }
    }
    if (changed) continue;
    const shown = decisions.filter((g) => !g.hidden);
    outer: for (let x = 0; x < shown.length; x++) {
      for (let y = x + 1; y < shown.length; y++) {
        const [g, h] = [shown[x], shown[y]];
        if (g.attribute === h.attribute) continue;
        if (isolated(g, h)) {
          Object.assign([g, h].sort(smaller)[0], { hidden: true, reason: 'Overlap' });
          changed = true;
          break outer;
        }
      }
    }
  }
  return decisions;
}
