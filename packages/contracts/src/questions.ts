/** The areas of the model. Findings, inputs and colours use the first four only. */
export const RESULT_AREAS = ['Culture', 'People', 'Process', 'Structure'] as const;
export const OTHER_AREA = 'Other';
export const QUESTION_AREAS = [...RESULT_AREAS, OTHER_AREA] as const;
export type ResultArea = (typeof RESULT_AREAS)[number];
export type QuestionArea = (typeof QUESTION_AREAS)[number];

export const QUESTION_TYPES = ['Textbox', 'Checkbox', 'Rating', 'Document'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];
/** The types each kind of question admits (platform-administration.md §4-5, customer-and-respondent.md §4). */
export const DIAGNOSTIC_TYPES = QUESTION_TYPES;
export const CUSTOM_TYPES = ['Textbox', 'Rating', 'Checkbox'] as const;
export const INTAKE_TYPES = ['Textbox', 'Checkbox'] as const;

/** A question in one of the four result areas is always a Rating; only Other chooses its type. */
export const typeLockedByArea = (area: unknown): boolean =>
  typeof area === 'string' && area !== '' && area !== OTHER_AREA;

/** A Rating question asks for importance too, except in the Other area. */
export const asksImportance = (type: string, area: string): boolean => type === 'Rating' && area !== OTHER_AREA;

export const MAX_OPTIONS = 6;
export const DEFAULT_MAX_LENGTH = 200;
/** Upper bound of a Textbox answer length an admin may set (answers are stored as text). */
export const MAX_TEXTBOX_LENGTH = 5000;
export const TOO_MANY_OPTIONS = 'You cannot add more than 6 options';

/** The ValidationRegex rule names of a Textbox question and what each admits (spaces allowed; empty always passes). */
export const VALIDATION_REGEX_CHOICES = ['Alphabet only', 'Number(s) only', 'Alphanumeric only'] as const;
export type ValidationRegexChoice = (typeof VALIDATION_REGEX_CHOICES)[number];
export const REGEX_RULES: Record<ValidationRegexChoice, { pattern: RegExp; message: string }> = {
  'Alphabet only': { pattern: /^[\p{L}\s]*$/u, message: 'Only letters are allowed' },
  'Number(s) only': { pattern: /^[0-9]*$/, message: 'Only numbers are allowed' },
  'Alphanumeric only': { pattern: /^[\p{L}\p{N}\s]*$/u, message: 'Only letters and numbers are allowed' },
};

export function regexRule(name: string | null | undefined): { pattern: RegExp; message: string } | null {
  return name && name in REGEX_RULES ? REGEX_RULES[name as ValidationRegexChoice] : null;
}
