/**
 * The catalogue key of a fixed value (question type, area, status, validation, profit choice): portal.values.<value>,
 * except values that are not key-shaped, whose keys are their camel-cased names.
 */
const SENTENCE_KEYS: Record<string, string> = {
  Profit: 'profit',
  'Non-Profit': 'nonProfit',
  'Alphabet only': 'alphabetOnly',
  'Number(s) only': 'numbersOnly',
  'Alphanumeric only': 'alphanumericOnly',
  'Free text': 'freeText',
};

export const valueKey = (value: string): string => `portal.values.${SENTENCE_KEYS[value] ?? value}`;
