/** The unit of a company's years in business (customer-and-respondent.md §5); days is the form's default. */
export const BUSINESS_DURATIONS = ['years', 'months', 'days'] as const;
export type BusinessDuration = (typeof BUSINESS_DURATIONS)[number];

const AMOUNT_SUFFIXES: Record<string, number> = { k: 3, m: 6, mn: 6, b: 9, bn: 9 };
const AMOUNT_MAX_DIGITS = 15;

/**
 * A whole amount as people type it, in plain digits: "2500000", "2,500,000", "2 500 000", "2.500.000", "300k",
 * "2.5m", "1,2 mn", "3bn". Null when the text is no such amount (a fraction of one unit, a word, an ambiguous
 * grouping like "2,50"), so that nothing is ever guessed: the annual revenue is refused rather than changed.
 */
export function parseWholeAmount(text: string): string | null {
  const value = text.trim().replace(/[\u00a0\u202f]/g, ' ');
  const short = /^(\d+)(?:[.,](\d+))?\s?(k|mn|m|bn|b)$/i.exec(value);
  let digits: string | null = null;
  if (short) {
    const [, whole, fraction = '', suffix] = short;
    const zeros = AMOUNT_SUFFIXES[suffix.toLowerCase()];
    if (fraction.length > zeros) return null;
    digits = whole + fraction.padEnd(zeros, '0');
  } else if (/^\d+$/.test(value)) {
    digits = value;
  } else {
    // Thousands grouped by one separator throughout, each group of three digits.
    const grouped = /^\d{1,3}([,. '’_])\d{3}(?:\1\d{3})*$/.exec(value);
    if (grouped) digits = value.split(grouped[1]).join('');
  }
  if (digits === null) return null;
  digits = digits.replace(/^0+(?=\d)/, '');
  return digits.length <= AMOUNT_MAX_DIGITS ? digits : null;
}
