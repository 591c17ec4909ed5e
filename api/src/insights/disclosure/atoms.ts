/**
 * Atoms of a set algebra. Given, for every element, the list of the generating sets it belongs to (as a
 * signature: set index per dimension, -1 = in none of that dimension's sets), the atoms are the classes of
 * elements with equal signatures. Every set formed from the generators by union, intersection and
 * difference is a union of atoms; the class of elements in no generator is not formed by any of them and
 * is left out.
 */
export interface Atom {
  key: string;
  signature: number[];
  /** Indices of the elements (cells or forms) in the atom. */
  members: number[];
}

export function atomsOf(signatures: readonly (readonly number[])[]): Atom[] {
  const by = new Map<string, Atom>();
  signatures.forEach((sig, i) => {
    if (sig.every((v) => v < 0)) return;
    const key = sig.join(',');
    const atom = by.get(key);
    if (atom) atom.members.push(i);
    else by.set(key, { key, signature: [...sig], members: [i] });
  });
  return [...by.values()];
}

/** Whether a count is disclosive: between 1 and min − 1. */
export const isSmall = (n: number, min: number) => n > 0 && n < min;
