import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslateFunction, TranslationMessages } from 'react-admin';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '@portal/contracts';
import { MESSAGES } from './messages';
import { initialLanguage } from './language';

/** Each language named in itself, as the language menu lists them. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', fr: 'Français', de: 'Deutsch', es: 'Español' };

/**
 * react-admin's polyglot provider over the merged catalogues. Every text is read by its message key; an unknown key
 * shows its `_` default or itself.
 */
export function createI18nProvider(language: Language): I18nProvider {
  return polyglotI18nProvider(
    (locale) => MESSAGES[isLanguage(locale) ? locale : DEFAULT_LANGUAGE] as TranslationMessages,
    language,
    LANGUAGES.map((locale) => ({ locale, name: LANGUAGE_NAMES[locale] })),
    { allowMissing: true },
  );
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
