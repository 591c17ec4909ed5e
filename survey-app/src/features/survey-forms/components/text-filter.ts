import { regexRule, type ValidationRegexChoice } from '@portal/contracts';

// ValidationRegex of a textbox names one of the contract's rules; an empty value always passes.
const HINTS: Record<ValidationRegexChoice, string> = {
  'Number(s) only': 'Numbers only',
  'Alphabet only': 'Letters only',
  'Alphanumeric only': 'Letters and numbers only',
};

export function filterHint(validationRegex: string | null): string | null {
  return regexRule(validationRegex) ? HINTS[validationRegex as ValidationRegexChoice] : null;
}

/** The value a keystroke leads to: the typed text when allowed, otherwise the previous value. */
export function applyTextFilter(previous: string, typed: string, validationRegex: string | null, maxLength: number): string {
  if (typed === '') return '';
  // A paste longer than the limit is cut, not refused.
  const value = typed.slice(0, maxLength);
  const rule = regexRule(validationRegex);
  if (rule && !rule.pattern.test(value)) return previous;
  return value;
}
