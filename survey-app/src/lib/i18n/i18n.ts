// The survey app's one i18next instance: catalogues from the contracts package, polyglot's `%{name}` placeholders.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, SURVEY_APP_CATALOGUES, type Language } from '@portal/contracts';
import { initialLanguage } from './language-choice';

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: Object.fromEntries(LANGUAGES.map((lang) => [lang, { translation: SURVEY_APP_CATALOGUES[lang] }])),
  lng: initialLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false, prefix: '%{', suffix: '}' },
  initAsync: false,
});

/** A text of the catalogue in the current language, for code outside React (toasts, validation rules). */
export const t = (key: string, params?: Record<string, unknown>): string => i18n.t(key, params ?? {}) as string;

export const currentLanguage = (): Language => (i18n.language as Language) ?? DEFAULT_LANGUAGE;
