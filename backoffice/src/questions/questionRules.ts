import { DEFAULT_MAX_LENGTH, MAX_OPTIONS } from '@portal/contracts';
import { tr } from '../i18n/i18nProvider';
import { valueKey } from '../common/valueKey';

/** The validation and payload shaping of question forms (platform-administration.md §4-5); the facts are the contract's. */
/** Select choices of fixed values, each named by its message key. */
export const choices = (values: readonly string[]) => values.map((value) => ({ id: value, name: valueKey(value) }));

export function invalidRatingOption(options: string[]): string | null {
  const bad = options.find((option) => option !== '' && !/^\d+$/.test(option));
  return bad ?? null;
}

export function ratingFailure(option: string): string {
  return tr('portal.messages.ratingFailure', { option });
}

/**
 * Rating: at least one option, none blank, digits only, no repeats. Checkbox: at least one non-blank option.
 * The failure comes in the interface language, read by its key.
 */
export function validateOptions(type: unknown, options: unknown): string | undefined {
  const list = Array.isArray(options) ? options.map((o) => String(o ?? '')) : [];
  if (list.length > MAX_OPTIONS) return tr('portal.common.tooManyOptions');
  if (type === 'Rating') {
    if (list.length === 0 || list.some((o) => o.trim() === '')) return tr('portal.validation.required');
    const bad = invalidRatingOption(list);
    if (bad !== null) return ratingFailure(bad);
    if (new Set(list).size !== list.length) return tr('portal.messages.ratingOptionsRepeat');
  }
  if (type === 'Checkbox') {
    if (list.filter((o) => o.trim() !== '').length === 0) return tr('portal.validation.required');
  }
  return undefined;
}

/**
 * The body of a diagnostic or custom question save: fields not of the type are dropped
 * (MaxLength and ValidationRegex only for Textbox; options only for their own type).
 */
function payload(data: Record<string, unknown>, ratingOptions: boolean): Record<string, unknown> {
  const type = String(data.Type ?? '');
  const clean = (value: unknown) =>
    Array.isArray(value) ? value.map((o) => String(o ?? '').trim()).filter((o) => o !== '') : [];
  const body: Record<string, unknown> = {
    Title: String(data.Title ?? '').trim(),
    Type: type,
    Description: String(data.Description ?? '').trim(),
    Area: data.Area,
    RadioButtonOptions: type === 'Rating' && ratingOptions ? clean(data.RadioButtonOptions) : [],
    CheckBoxOptions: type === 'Checkbox' ? clean(data.CheckBoxOptions) : [],
  };
  if (type === 'Textbox') {
    body.MaxLength = Number(data.MaxLength);
    body.ValidationRegex = data.ValidationRegex;
  }
  return body;
}

export const questionPayload = (data: Record<string, unknown>) => payload(data, true);

/** A custom question's body: a custom Rating is asked on the 1-5 scale with Don't know, so it sends no options. */
export const customQuestionPayload = (data: Record<string, unknown>) => payload(data, false);

/** Intake questions: MaxLength only for Textbox. */
export function intakePayload(data: Record<string, unknown>): Record<string, unknown> {
  const payload: Record<string, unknown> = {
    Title: String(data.Title ?? '').trim(),
    Type: data.Type,
    Description: String(data.Description ?? '').trim(),
  };
  if (data.Type === 'Textbox') payload.MaxLength = Number(data.MaxLength);
  return payload;
}

/** MaxLength 0 is treated as unset on edit: the default comes back. */
export function withDefaultMaxLength<T extends Record<string, unknown>>(record: T): T {
  const value = Number(record.MaxLength);
  return { ...record, MaxLength: value > 0 ? value : DEFAULT_MAX_LENGTH };
}

/** The list's Max Length cell: a dash unless the type is Textbox. */
export function maxLengthCell(record: { Type?: unknown; MaxLength?: unknown } | undefined): string {
  if (!record || record.Type !== 'Textbox') return '-';
  const value = Number(record.MaxLength);
  return value > 0 ? String(value) : String(DEFAULT_MAX_LENGTH);
}
