import { BUSINESS_DURATIONS, formatNumber, parseWholeAmount } from '@portal/contracts';
import type { CompanyProfile } from '../providers/customMethods';
import { currentLanguage, tr } from '../i18n/i18nProvider';

/** The time-duration list of the years-in-business field; days is the default (customer-and-respondent.md §5, §9). */
export const DURATIONS: readonly CompanyProfile['duration'][] = BUSINESS_DURATIONS;
export const PROFIT_CHOICES = ['Profit', 'Non-Profit'] as const;
export const PROFILE_TEXT_MAX = 200;
export const PROFILE_NUMBER_MAX = 15;

export const EMPTY_PROFILE: CompanyProfile = {
  YearsInBusiness: '',
  duration: 'days',
  ProfitOrNOn: '',
  OwnerShipStructure: '',
  AnnualRevenue: '',
  AverageFTE: '',
  NumberOfLocations: '',
  HeadquarterAddress: '',
};

const DIGITS = /^\d+$/;
// Average FTE may be fractional (part-time staff); the server accepts the same shape.
const DECIMAL = /^\d+(\.\d+)?$/;

const NUMBER_RULES: Partial<Record<keyof CompanyProfile, RegExp>> = {
  YearsInBusiness: DIGITS,
  AverageFTE: DECIMAL,
  NumberOfLocations: DIGITS,
};

export type ProfileErrors = Partial<Record<keyof CompanyProfile, string>>;

/**
 * The message key of what is wrong with one field, if anything: every field is required; the number fields take
 * digits only (average FTE a decimal, the annual revenue a whole amount as people type it: 2,500,000, 300k, 2.5m).
 */
export function profileFieldProblem(key: keyof CompanyProfile, raw: unknown): string | undefined {
  const value = String(raw ?? '').trim();
  const rule = NUMBER_RULES[key];
  if (value === '') return 'portal.validation.required';
  if (rule && !rule.test(value)) return 'portal.validation.number';
  if (key === 'AnnualRevenue' && parseWholeAmount(value) === null) return 'portal.messages.revenueFormat';
  if (key === 'duration' && !(DURATIONS as readonly string[]).includes(value)) return 'portal.validation.required';
  return undefined;
}

/** Every field's problem, in the interface language. */
export function validateProfile(values: CompanyProfile): ProfileErrors {
  const errors: ProfileErrors = {};
  for (const key of Object.keys(EMPTY_PROFILE) as (keyof CompanyProfile)[]) {
    const problem = profileFieldProblem(key, values[key]);
    if (problem) errors[key] = tr(problem);
  }
  return errors;
}

/** The amount a revenue as typed stands for, written out in the interface language, when it is not plain digits. */
export function revenueReading(typed: string): string | null {
  const digits = parseWholeAmount(typed);
  if (digits === null || digits === typed.trim()) return null;
  return tr('portal.messages.revenueReads', { amount: formatNumber(Number(digits), currentLanguage()) });
}

/** The profile as sent: texts trimmed, the annual revenue in the digits it stands for. */
export function profileToSend(values: CompanyProfile): CompanyProfile {
  const trimmed = Object.fromEntries(
    Object.entries(values).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v]),
  ) as CompanyProfile;
  return { ...trimmed, AnnualRevenue: parseWholeAmount(trimmed.AnnualRevenue) ?? trimmed.AnnualRevenue };
}
