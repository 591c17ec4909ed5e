/** The areas of the model. Findings, inputs and colours use the first four only. */
export const RESULT_AREAS = ['Culture', 'People', 'Process', 'Structure'] as const;
export const OTHER_AREA = 'Other';
export const QUESTION_AREAS = [...RESULT_AREAS, OTHER_AREA] as const;
export type ResultArea = (typeof RESULT_AREAS)[number];
export type QuestionArea = (typeof QUESTION_AREAS)[number];

export const QUESTION_TYPES = ['Textbox', 'Checkbox', 'Rating', 'Document', 'Enps'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];
/** The types each kind of question admits (platform-administration.md §4-5, customer-and-respondent.md §4). */
export const DIAGNOSTIC_TYPES = QUESTION_TYPES;
export const CUSTOM_TYPES = ['Textbox', 'Rating', 'Checkbox', 'Enps'] as const;
export const INTAKE_TYPES = ['Textbox', 'Checkbox'] as const;

/**
 * The employee Net Promoter question ("How likely are you to recommend … as a place to work?"): one whole number
 * 0-10, asked in the Other area only. 0 is an answer here, not Don't Know.
 */
export const ENPS_TYPE = 'Enps';
export const ENPS_MIN = 0;
export const ENPS_MAX = 10;

/** A question in one of the four result areas is always a Rating; only Other chooses its type. */
export const typeLockedByArea = (area: unknown): boolean =>
  typeof area === 'string' && area !== '' && area !== OTHER_AREA;

/** A Rating question asks for importance too, except in the Other area. */
export const asksImportance = (type: string, area: string): boolean => type === 'Rating' && area !== OTHER_AREA;

export const MAX_OPTIONS = 6;
export const DEFAULT_MAX_LENGTH = 200;
/** Upper bound of a Textbox question's MaxLength, and so of any open answer, in characters (code points). */
export const MAX_TEXTBOX_LENGTH = 2000;
export const TOO_MANY_OPTIONS = 'You cannot add more than 6 options';

/**
 * The ValidationRegex rule names of a Textbox question and what each admits (empty always passes). The first three are
 * the specification's (spaces allowed); Free text admits punctuation, line breaks and every letter, and refuses only
 * control characters other than tab and line breaks, and unpaired surrogates. New names are appended: stored questions keep theirs.
 */
export const VALIDATION_REGEX_CHOICES = ['Alphabet only', 'Number(s) only', 'Alphanumeric only', 'Free text'] as const;
export type ValidationRegexChoice = (typeof VALIDATION_REGEX_CHOICES)[number];
/** The rule a new custom Textbox question starts with. */
export const DEFAULT_VALIDATION_REGEX: ValidationRegexChoice = 'Free text';

interface RegexRule {
  /** Whether the whole text passes. */
  pattern: RegExp;
  /** Whether one character passes. */
  char: RegExp;
  message: string;
}
const rule = (char: RegExp, message: string): RegexRule => ({
  pattern: new RegExp(`^(?:${char.source})*$`, 'u'),
  char: new RegExp(`^(?:${char.source})$`, 'u'),
  message,
});
export const REGEX_RULES: Record<ValidationRegexChoice, RegexRule> = {
  'Alphabet only': rule(/[\p{L}\p{M}\s]/u, 'Only letters are allowed'),
  'Number(s) only': rule(/[0-9]/u, 'Only numbers are allowed'),
  'Alphanumeric only': rule(/[\p{L}\p{M}\p{N}\s]/u, 'Only letters and numbers are allowed'),
  // A lone surrogate (possible in JSON) would be stored as U+FFFD: refused rather than changed.
  'Free text': rule(/[^\p{Cc}\p{Cs}]|[\t\n\r]/u, 'Control characters are not allowed'),
};

export function regexRule(name: string | null | undefined): RegexRule | null {
  return name && Object.hasOwn(REGEX_RULES, name) ? REGEX_RULES[name as ValidationRegexChoice] : null;
}

/** Length as people count it: code points, so an emoji or an accented letter typed as one is one character. */
export const textLength = (text: string): number => [...text].length;

/** The most characters an answer to a Textbox question may hold: its MaxLength (200 when unset), at most 2,000. */
export const answerLimit = (maxLength: number | null | undefined): number =>
  Math.min(maxLength && maxLength > 0 ? maxLength : DEFAULT_MAX_LENGTH, MAX_TEXTBOX_LENGTH);

/** The characters of `text` the rule refuses, each once, in the order they first appear; [] when all pass. */
export function refusedCharacters(text: string, validationRegex: string | null | undefined): string[] {
  const found = regexRule(validationRegex);
  if (!found) return [];
  const refused: string[] = [];
  for (const c of text) if (!found.char.test(c) && !refused.includes(c)) refused.push(c);
  return refused;
}

/** How many characters of `text` the rule refuses (repeats counted): an edit may lower it, never raise it. */
export function refusedCount(text: string, validationRegex: string | null | undefined): number {
  const found = regexRule(validationRegex);
  if (!found) return 0;
  let n = 0;
  for (const c of text) if (!found.char.test(c)) n++;
  return n;
}

/** A character named so that a reader can see it: whitespace and invisible characters by name or code point. */
export function visibleCharacter(c: string, names: { space: string; lineBreak: string; tab: string }): string {
  if (c === ' ') return names.space;
  if (c === '\n' || c === '\r') return names.lineBreak;
  if (c === '\t') return names.tab;
  if (/[\p{C}\p{Z}]/u.test(c)) return `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
  return `“${c}”`;
}
