import {
  DEFAULT_LANGUAGE,
  formatDate,
  interpolate,
  isLanguage,
  type Language,
  MAIL_CATALOGUES,
  type MailCatalogue,
} from '@portal/contracts';

/** A stored language (user, invitation, organisation) as a supported one; anything else is English. */
export const mailLanguage = (value: unknown): Language => (isLanguage(value) ? value : DEFAULT_LANGUAGE);

/** The mail texts of a language. */
export const mailTexts = (language: Language | null | undefined): MailCatalogue =>
  MAIL_CATALOGUES[mailLanguage(language)];

/** A catalogue text with its `%{name}` placeholders filled. */
export const fill = (text: string, params: Record<string, string | number> = {}): string => interpolate(text, params);

/**
 * A day in a mail: YYYY-MM-DD (UTC) in English, as the mails always said; the language's date format otherwise.
 * Taken at noon UTC of that day, so the server's time zone cannot move it to a neighbouring day.
 */
export function mailDay(date: Date, language: Language | null | undefined): string {
  const day = date.toISOString().slice(0, 10);
  const lang = mailLanguage(language);
  return lang === DEFAULT_LANGUAGE ? day : formatDate(new Date(`${day}T12:00:00Z`), lang);
}
