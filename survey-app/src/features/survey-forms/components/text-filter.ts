// ValidationRegex of a textbox names one of three filters (spec §5); an empty value always passes.
const FILTERS: Record<string, RegExp> = {
  'number(s) only': /^\d*$/,
  'numbers only': /^\d*$/,
  'alphabet only': /^[A-Za-z\s]*$/,
  'alphanumeric only': /^[A-Za-z0-9\s]*$/,
};

export function filterFor(validationRegex: string | null | undefined): RegExp | null {
  if (!validationRegex) return null;
  return FILTERS[validationRegex.trim().toLowerCase()] ?? null;
}

export function filterHint(validationRegex: string | null | undefined): string | null {
  const key = (validationRegex ?? '').trim().toLowerCase();
  if (key.startsWith('number')) return 'Numbers only';
  if (key === 'alphabet only') return 'Letters only';
  if (key === 'alphanumeric only') return 'Letters and numbers only';
  return null;
}

/** The value a keystroke leads to: the typed text when allowed, otherwise the previous value. */
export function applyTextFilter(previous: string, typed: string, validationRegex: string | null | undefined, maxLength: number): string {
  if (typed === '') return '';
  // A paste longer than the limit is cut, not refused.
  const value = typed.slice(0, maxLength);
  const filter = filterFor(validationRegex);
  if (filter && !filter.test(value)) return previous;
  return value;
}
