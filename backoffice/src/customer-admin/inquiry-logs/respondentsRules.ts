import { DEFAULT_EXPIRY_DAYS, MAX_PARTICIPANTS, type AddParticipantsDto, type Language } from '@portal/contracts';
import { tr } from '../../i18n/i18nProvider';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const isEmail = (value: string) => EMAIL.test(value.trim());

/** A local calendar day as YYYY-MM-DD, `days` days after `from`. */
export function dayString(from: Date, days = 0): string {
  const d = new Date(from.getFullYear(), from.getMonth(), from.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

export const defaultExpiry = (today = new Date()) => dayString(today, DEFAULT_EXPIRY_DAYS);
export const earliestExpiry = (today = new Date()) => dayString(today, 1);

/** Splits what was typed into addresses: commas, semicolons, spaces and line breaks separate them. */
export function splitEmails(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
}

export interface RespondentsForm {
  emails: string[];
  /** Text still in the email box, not yet turned into an address. */
  typing: string;
  expiryDate: string;
  noOfParticipants: string;
  adminAsRespondent: boolean;
  /** The invitation mails' language for addresses without an account; '' leaves it to the organisation's default. */
  language: Language | '';
}

export type RespondentsErrors = Partial<Record<'emails' | 'expiryDate' | 'noOfParticipants', string>>;

/**
 * customer-and-respondent.md §5: at least one valid email, expiry not before tomorrow, participants not zero; each
 * failure as its message key.
 */
export function respondentsProblems(form: RespondentsForm, today = new Date()): RespondentsErrors {
  const errors: RespondentsErrors = {};
  const all = [...(form.emails ?? []), ...splitEmails(form.typing ?? '')];
  if (all.some((email) => !isEmail(email))) errors.emails = 'portal.validation.email';
  else if (all.length === 0) errors.emails = 'portal.validation.required';
  else if (all.length > MAX_PARTICIPANTS) errors.emails = 'portal.common.tooManyParticipants';

  const expiry = form.expiryDate ?? '';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(expiry) || expiry < earliestExpiry(today))
    errors.expiryDate = 'portal.validation.date';

  const count = String(form.noOfParticipants ?? '').trim();
  if (!/^\d+$/.test(count) || Number(count) < 1) errors.noOfParticipants = 'portal.messages.addANumber';
  return errors;
}

/** The same failures in the interface language. */
export function validateRespondents(form: RespondentsForm, today = new Date()): RespondentsErrors {
  return Object.fromEntries(
    Object.entries(respondentsProblems(form, today)).map(([field, key]) => [field, tr(key)]),
  ) as RespondentsErrors;
}

/** The AddParticipants body: every typed address once, in the order given; Language only when one is chosen. */
export function participantsPayload(form: RespondentsForm): AddParticipantsDto {
  return {
    Participants: [...new Set([...form.emails, ...splitEmails(form.typing ?? '')])],
    NoOfParticipants: Number(form.noOfParticipants),
    ExpiryDate: form.expiryDate,
    IsCustomerAdminRespondent: form.adminAsRespondent,
    ...(form.language ? { Language: form.language } : {}),
  };
}
