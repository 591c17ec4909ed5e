// Form rules of customer-and-respondent.md §5 with the product's wording (texts.txt).
export const MSG = {
  required: 'This field is mandatory',
  email: 'Please enter a valid email',
  url: 'Please enter a valid URL',
  mismatch: 'Passwords do not match',
  password:
    'Password must be at least 8 characters with a digit, an upper-case, a lower-case and a special character',
} as const;

export const isBlank = (v: string | null | undefined) => !v || !v.trim();

export function emailError(v: string): string | undefined {
  if (isBlank(v)) return MSG.required;
  return /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(v.trim()) ? undefined : MSG.email;
}

export function passwordError(v: string): string | undefined {
  if (!v) return MSG.required;
  const strong = v.length >= 8 && /\d/.test(v) && /[A-Z]/.test(v) && /[a-z]/.test(v) && /[^A-Za-z0-9]/.test(v);
  return strong ? undefined : MSG.password;
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
