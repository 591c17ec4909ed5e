import type { TranslateFunction as Translate } from 'react-admin';

const NAMES: Record<string, string> = { en: 'English', fr: 'French', de: 'German', es: 'Spanish' };

export const languageName = (language: string, translate: Translate) =>
  translate(`portal.translations.language.${language}`, { _: NAMES[language] ?? language });
