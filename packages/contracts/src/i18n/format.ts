import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../languages';

const supported = (lang: string | null | undefined): Language =>
  (LANGUAGES as readonly string[]).includes(lang ?? '') ? (lang as Language) : DEFAULT_LANGUAGE;

/** Locale of each interface language: English dates read "24 Nov 2026" in both apps, not the US order. */
const LOCALES: Record<Language, string> = { en: 'en-GB', fr: 'fr-FR', de: 'de-DE', es: 'es-ES' };

export const localeOf = (lang: string | null | undefined): string => LOCALES[supported(lang)];

const asDate = (value: Date | string | number): Date | null => {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** One date format per language for both apps ("24 Nov 2026", "24 nov. 2026", "24.11.2026"); '' for no or a bad date. */
export function formatDate(value: Date | string | number | null | undefined, lang: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = asDate(value);
  return date ? new Intl.DateTimeFormat(localeOf(lang), { dateStyle: 'medium' }).format(date) : '';
}

/** Date and time, same rule as formatDate. */
export function formatDateTime(
  value: Date | string | number | null | undefined,
  lang: string | null | undefined,
): string {
  if (value === null || value === undefined || value === '') return '';
  const date = asDate(value);
  return date ? new Intl.DateTimeFormat(localeOf(lang), { dateStyle: 'medium', timeStyle: 'short' }).format(date) : '';
}

/** A number with the language's separators ("3.25" in English, "3,25" in French and German). */
export function formatNumber(
  value: number | null | undefined,
  lang: string | null | undefined,
  fractionDigits?: number,
): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '';
  const digits =
    fractionDigits === undefined
      ? {}
      : { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits };
  return new Intl.NumberFormat(localeOf(lang), digits).format(value);
}
