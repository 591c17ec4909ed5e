import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslateFunction, TranslationMessages } from 'react-admin';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Catalogue, type Language } from '@portal/contracts';
import { MESSAGES } from './messages';
import { initialLanguage } from './language';

/** Each language named in itself, as the language menu lists them. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', fr: 'Français', de: 'Deutsch', es: 'Español' };

/** The key of each English portal text, so that a text worded once in English finds its translations. */
const KEY_OF_ENGLISH = new Map<string, string>();
(function index(node: Catalogue, prefix: string) {
  for (const [key, value] of Object.entries(node)) {
    if (typeof value !== 'string') index(value, `${prefix}${key}.`);
    else if (!KEY_OF_ENGLISH.has(value)) KEY_OF_ENGLISH.set(value, prefix + key);
  }
})(MESSAGES.en.portal as Catalogue, 'portal.');

/**
 * react-admin's polyglot provider over the merged catalogues. A key that is itself an English portal text (a
 * contracts constant handed to a label, a validator's message, a toast, a known API error text) is read as that
 * text's key; any other unknown key shows its `_` default or itself.
 */
export function createI18nProvider(language: Language): I18nProvider {
  const polyglot = polyglotI18nProvider(
    (locale) => MESSAGES[isLanguage(locale) ? locale : DEFAULT_LANGUAGE] as TranslationMessages,
    language,
    LANGUAGES.map((locale) => ({ locale, name: LANGUAGE_NAMES[locale] })),
    { allowMissing: true },
  );
  return {
    ...polyglot,
    translate: (key, options) => {
      const known = typeof key === 'string' ? KEY_OF_ENGLISH.get(key) : undefined;
      return known ? polyglot.translate(known, { _: key, ...options }) : polyglot.translate(key, options);
    },
  };
}

export const i18nProvider = createI18nProvider(initialLanguage());

/** The interface language right now (react-admin re-renders every screen when it changes). */
export const currentLanguage = (): Language => {
  const locale = i18nProvider.getLocale();
  return isLanguage(locale) ? locale : DEFAULT_LANGUAGE;
};

/**
 * The portal's translate for code outside hooks (module helpers, attributes built in callbacks). It reads the same
 * provider react-admin holds, whose language change re-renders every screen.
 */
export const tr: TranslateFunction = (key, options) => i18nProvider.translate(key, options);

/**
 * An English text (a constant, a toast, an API error line) in the interface language; an API line naming its field
 * first ("CustomerName: An organisation…") keeps the field's wire name; unknown texts as they came.
 */
export const tx = (english: string | null | undefined): string => {
  if (!english) return '';
  if (KEY_OF_ENGLISH.has(english)) return i18nProvider.translate(english, { _: english });
  const field = /^([A-Za-z][\w.[\]]*): (.+)$/.exec(english);
  return field && KEY_OF_ENGLISH.has(field[2])
    ? `${field[1]}: ${i18nProvider.translate(field[2], { _: field[2] })}`
    : english;
};

/** A multi-line text (an API error's title and lines) with each line through tx. */
export const txLines = (text: string | null | undefined): string =>
  (text ?? '')
    .split('\n')
    .map((line) => tx(line))
    .join('\n');
