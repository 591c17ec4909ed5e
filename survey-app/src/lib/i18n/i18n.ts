// The survey app's one i18next instance: catalogues from the contracts package, polyglot's `%{name}` placeholders.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Catalogue, type Language } from '@portal/contracts';
import { en } from '@portal/contracts-i18n/survey-app/en';

export const i18n = i18next.createInstance();

// English is the fallback of every text and ships with the app; another language loads when it is chosen.
void i18n.use(initReactI18next).init({
  resources: { [DEFAULT_LANGUAGE]: { translation: en } },
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  partialBundledLanguages: true,
  interpolation: { escapeValue: false, prefix: '%{', suffix: '}' },
  initAsync: false,
});

const LOADERS: Record<Exclude<Language, 'en'>, () => Promise<Catalogue>> = {
  fr: () => import('@portal/contracts-i18n/survey-app/fr').then((m) => m.fr),
  de: () => import('@portal/contracts-i18n/survey-app/de').then((m) => m.de),
  es: () => import('@portal/contracts-i18n/survey-app/es').then((m) => m.es),
};

/** Loads a language's catalogue once, then switches the interface to it. */
export async function switchLanguage(lang: Language): Promise<void> {
  if (lang !== 'en' && !i18n.hasResourceBundle(lang, 'translation')) {
    i18n.addResourceBundle(lang, 'translation', await LOADERS[lang]());
  }
  await i18n.changeLanguage(lang);
}

/** A text of the catalogue in the current language, for code outside React (toasts, validation rules). */
export const t = (key: string, params?: Record<string, unknown>): string => i18n.t(key, params ?? {}) as string;

export const currentLanguage = (): Language => (i18n.language as Language) ?? DEFAULT_LANGUAGE;
