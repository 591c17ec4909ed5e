// Form rules of customer-and-respondent.md §5 with the product's wording (texts.txt).
import { PASSWORD_PATTERN } from '@portal/contracts';
import { t } from './i18n';

// Read when a rule runs, so a message is in the language shown at that moment.
export const MSG = {
  get required() {
    return t('validation.required');
  },
  get email() {
    return t('validation.email');
  },
  get url() {
    return t('validation.url');
  },
  get mismatch() {
    return t('validation.passwordsMismatch');
  },
  get password() {
    return t('validation.passwordRule');
  },
};

export const isBlank = (v: string | null | undefined) => !v || !v.trim();

export function emailError(v: string): string | undefined {
  if (isBlank(v)) return MSG.required;
  return /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(v.trim()) ? undefined : MSG.email;
}

export function passwordError(v: string): string | undefined {
  if (!v) return MSG.required;
  return PASSWORD_PATTERN.test(v) ? undefined : MSG.password;
}

export function urlError(v: string, required = false): string | undefined {
  if (isBlank(v)) return required ? MSG.required : undefined;
  try {
    const withScheme = /^https?:\/\//i.test(v.trim()) ? v.trim() : `https://${v.trim()}`;
    const url = new URL(withScheme);
    return /^[^.\s]+(\.[^.\s]+)+$/.test(url.hostname) ? undefined : MSG.url;
  } catch {
    return MSG.url;
  }
}

export function requiredError(v: string): string | undefined {
  return isBlank(v) ? MSG.required : undefined;
}

export function confirmError(password: string, confirm: string): string | undefined {
  if (!confirm) return MSG.required;
  return password === confirm ? undefined : MSG.mismatch;
}
