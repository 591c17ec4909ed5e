import { BUSINESS_DURATIONS } from '@portal/contracts';
import type { CompanyProfile } from '../providers/customMethods';
import { tr } from '../i18n/i18nProvider';

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
  AnnualRevenue: DIGITS,
  AverageFTE: DECIMAL,
  NumberOfLocations: DIGITS,
};

export type ProfileErrors = Partial<Record<keyof CompanyProfile, string>>;

/** Every field is required; the number fields take digits only (average FTE a decimal); messages in the interface language. */
export function validateProfile(values: CompanyProfile): ProfileErrors {
  const errors: ProfileErrors = {};
  for (const key of Object.keys(EMPTY_PROFILE) as (keyof CompanyProfile)[]) {
    const value = String(values[key] ?? '').trim();
    const rule = NUMBER_RULES[key];
    if (value === '') errors[key] = tr('portal.validation.required');
    else if (rule && !rule.test(value)) errors[key] = tr('portal.validation.number');
  }
  if (!errors.duration && !(DURATIONS as readonly string[]).includes(values.duration))
    errors.duration = tr('portal.validation.required');
  return errors;
}

/** Years in business and annual revenue accept digits only, so other keys are dropped as they are typed. */
export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}
