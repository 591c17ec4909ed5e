import { regexRule } from '@portal/contracts';
import { t } from '../../../lib/i18n';

// ValidationRegex of a textbox names one of the contract's rules; an empty value always passes.
export function filterHint(validationRegex: string | null): string | null {
  return regexRule(validationRegex) ? t(`surveyForm.filters.${validationRegex}`) : null;
}

/** The value a keystroke leads to: the typed text when allowed, otherwise the previous value. */
export function applyTextFilter(
  previous: string,
  typed: string,
  validationRegex: string | null,
  maxLength: number,
): string {
  if (typed === '') return '';
  // A paste longer than the limit is cut, not refused.
  const value = typed.slice(0, maxLength);
  const rule = regexRule(validationRegex);
  if (rule && !rule.pattern.test(value)) return previous;
  return value;
}

/** The first character of `typed` the rule refuses, to name it to the reader; null when every one passes. */
export function refusedCharacter(typed: string, validationRegex: string | null): string | null {
  const rule = regexRule(validationRegex);
  if (!rule) return null;
  for (const char of typed) if (!rule.pattern.test(char)) return char;
  return null;
}
