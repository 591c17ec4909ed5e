import { MSG } from '../common/validation/messages';
import {
  answerLimit,
  DEFAULT_MAX_LENGTH,
  INTAKE_TYPES,
  MAX_OPTIONS,
  MAX_TEXTBOX_LENGTH,
  OTHER_AREA,
  QUESTION_AREAS,
  TOO_MANY_OPTIONS,
  VALIDATION_REGEX_CHOICES,
} from '@portal/contracts';

/**
 * The question rules of platform-administration.md §4-5, in the one place the server checks them
 * (diagnostic, custom and intake questions). A client can skip the form; these cannot be skipped.
 */
const TITLE_MAX = 200;
export const DESCRIPTION_MAX = 2000;
const OPTION_MAX = 200;

/** A question as the wire carries it (PascalCase, anything may be missing or of the wrong kind). */
export interface QuestionInput {
  Title?: unknown;
  Type?: unknown;
  Description?: unknown;
  Area?: unknown;
  MaxLength?: unknown;
  ValidationRegex?: unknown;
  RadioButtonOptions?: unknown;
  CheckBoxOptions?: unknown;
}

/** The stored columns of a valid question (QuestionFields), with the fields foreign to its type dropped. */
export interface CheckedQuestion {
  title: string;
  type: string;
  description: string;
  area: string;
  maxLength: number | null;
  validationRegex: string | null;
  ratingOptions: string[];
  checkboxOptions: string[];
}

export interface CheckedIntakeQuestion {
  title: string;
  type: string;
  description: string;
  maxLength: number | null;
}

/** What differs between the kinds of question that share these rules. */
export interface QuestionRuleOptions {
  /** The types the caller admits. */
  types: readonly string[];
  /** The rule a Textbox gets when none is sent; without it ValidationRegex is required. */
  defaultRegex?: string;
  /**
   * Whether a Rating takes the RadioButtonOptions list. A custom Rating question is always asked on the 1-5 scale
   * with Don't Know, so whatever options it is sent are ignored and none are stored.
   */
  ratingOptions?: boolean;
}

export type RuleResult<T> = { ok: true; value: T } | { ok: false; errors: string[] };

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** A required single-line text: trimmed, not blank, at most `max` characters. */
function requiredText(field: string, value: unknown, max: number, errors: string[]): string {
  if (blank(value)) {
    errors.push(`${field}: ${MSG.required}`);
    return '';
  }
  if (typeof value !== 'string') {
    errors.push(`${field}: Must be text`);
    return '';
  }
  const text = value.trim();
  if (text.length > max) errors.push(`${field}: At most ${max} characters`);
  return text;
}

function oneOf(field: string, value: unknown, allowed: readonly string[], errors: string[]): string {
  if (blank(value)) {
    errors.push(`${field}: ${MSG.required}`);
    return '';
  }
  if (typeof value !== 'string' || !allowed.includes(value)) {
    errors.push(`${field}: Choose one of ${allowed.join(', ')}`);
    return '';
  }
  return value;
}

/** Textbox MaxLength: a whole number; missing, empty or 0 means unset and gives the default 200. */
function textboxMaxLength(value: unknown, errors: string[]): number {
  if (blank(value) || value === 0 || value === '0') return DEFAULT_MAX_LENGTH;
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d+$/.test(text)) {
    errors.push(`MaxLength: ${MSG.number}`);
    return DEFAULT_MAX_LENGTH;
  }
  const n = Number(text);
  if (n > MAX_TEXTBOX_LENGTH) errors.push(`MaxLength: At most ${MAX_TEXTBOX_LENGTH}`);
  return n;
}

/** Options arrive as a list of strings (numbers are read as their digits). */
function optionList(field: string, value: unknown, errors: string[]): string[] | null {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.some((o) => o !== null && typeof o !== 'string' && typeof o !== 'number')) {
    errors.push(`${field}: Must be a list of options`);
    return null;
  }
  return value.map((o) => (o === null ? '' : String(o).trim()));
}

/** Rating: 1-6 options, none blank, digits only, no repeats. */
function checkRatingOptions(value: unknown, errors: string[]): string[] {
  const field = 'RadioButtonOptions';
  const list = optionList(field, value, errors);
  if (!list) return [];
  if (list.length === 0) {
    errors.push(`${field}: ${MSG.required}`);
    return [];
  }
  if (list.length > MAX_OPTIONS) errors.push(`${field}: ${TOO_MANY_OPTIONS}`);
  if (list.some((o) => o === '')) errors.push(`${field}: Rating options must not be blank`);
  const invalid = list.find((o) => o !== '' && !/^\d+$/.test(o));
  if (invalid !== undefined) errors.push(`${field}: Remove Invalid rating option ${invalid} to proceed`);
  const repeated = list.find((o, i) => o !== '' && list.indexOf(o) !== i);
  if (repeated !== undefined) errors.push(`${field}: Rating option ${repeated} is repeated`);
  return list;
}

/** Checkbox: 1-6 options, none blank, no repeats. */
function checkCheckboxOptions(value: unknown, errors: string[]): string[] {
  const field = 'CheckBoxOptions';
  const list = optionList(field, value, errors);
  if (!list) return [];
  if (list.length === 0 || list.every((o) => o === '')) {
    errors.push(`${field}: ${MSG.required}`);
    return [];
  }
  if (list.length > MAX_OPTIONS) errors.push(`${field}: ${TOO_MANY_OPTIONS}`);
  if (list.some((o) => o === '')) errors.push(`${field}: Checkbox options must not be blank`);
  const long = list.find((o) => o.length > OPTION_MAX);
  if (long !== undefined) errors.push(`${field}: An option has at most ${OPTION_MAX} characters`);
  const repeated = list.find((o, i) => o !== '' && list.indexOf(o) !== i);
  if (repeated !== undefined) errors.push(`${field}: Checkbox option ${repeated} is repeated`);
  return list;
}

const isTypeList = (o: QuestionRuleOptions | readonly string[]): o is readonly string[] => Array.isArray(o);

/**
 * Checks a diagnostic or custom question against the rules and shapes what is stored:
 * an area other than Other forces Rating; MaxLength/ValidationRegex only for Textbox;
 * rating options only for Rating; checkbox options only for Checkbox.
 */
export function checkQuestion(
  input: QuestionInput,
  options: QuestionRuleOptions | readonly string[],
): RuleResult<CheckedQuestion> {
  const rules: QuestionRuleOptions = isTypeList(options) ? { types: options } : options;
  const { types: allowedTypes, defaultRegex, ratingOptions: takesRatingOptions = true } = rules;
  const errors: string[] = [];
  const area = oneOf('Area', input.Area, QUESTION_AREAS, errors);
  const title = requiredText('Title', input.Title, TITLE_MAX, errors);
  const type = oneOf('Type', input.Type, allowedTypes, errors);
  const description = requiredText('Description', input.Description, DESCRIPTION_MAX, errors);
  if (area && type && area !== OTHER_AREA && type !== 'Rating') {
    errors.push(`Type: A question in the ${area} area must be of type Rating`);
  }

  let maxLength: number | null = null;
  let validationRegex: string | null = null;
  let ratingOptions: string[] = [];
  let checkboxOptions: string[] = [];
  if (type === 'Textbox') {
    maxLength = textboxMaxLength(input.MaxLength, errors);
    const regex = blank(input.ValidationRegex) && defaultRegex ? defaultRegex : input.ValidationRegex;
    validationRegex = oneOf('ValidationRegex', regex, VALIDATION_REGEX_CHOICES, errors) || null;
  } else if (type === 'Rating' && takesRatingOptions) {
    ratingOptions = checkRatingOptions(input.RadioButtonOptions, errors);
  } else if (type === 'Checkbox') {
    checkboxOptions = checkCheckboxOptions(input.CheckBoxOptions, errors);
  }
  if (errors.length) return { ok: false, errors };
  return {
    ok: true,
    value: { title, type, description, area, maxLength, validationRegex, ratingOptions, checkboxOptions },
  };
}

/** Intake questions: Textbox or Checkbox; MaxLength (default 200, 0 = unset) for Textbox only. */
export function checkIntakeQuestion(input: QuestionInput): RuleResult<CheckedIntakeQuestion> {
  const errors: string[] = [];
  const title = requiredText('Title', input.Title, TITLE_MAX, errors);
  const type = oneOf('Type', input.Type, INTAKE_TYPES, errors);
  const description = requiredText('Description', input.Description, DESCRIPTION_MAX, errors);
  const maxLength = type === 'Textbox' ? textboxMaxLength(input.MaxLength, errors) : null;
  if (errors.length) return { ok: false, errors };
  return { ok: true, value: { title, type, description, maxLength } };
}

/** The stored question columns as the wire names them (diagnostic and custom questions). */
export function questionWire(q: {
  title: string;
  type: string;
  description: string;
  area: string;
  maxLength: number | null;
  validationRegex: string | null;
  ratingOptions: string[] | null;
  checkboxOptions: string[] | null;
}) {
  return {
    Title: q.title,
    Type: q.type,
    Description: q.description,
    Area: q.area,
    // A MaxLength stored before the 2,000 cap reads as the cap: no answer may be longer.
    MaxLength: q.type === 'Textbox' ? answerLimit(q.maxLength) : null,
    ValidationRegex: q.type === 'Textbox' ? q.validationRegex : null,
    RadioButtonOptions: q.type === 'Rating' ? (q.ratingOptions ?? []) : [],
    CheckBoxOptions: q.type === 'Checkbox' ? (q.checkboxOptions ?? []) : [],
  };
}
