import { useMemo, useSyncExternalStore } from 'react';
import { currentLanguage, i18n, onLanguageChange, translatorFor } from './i18n';

/** The current language's texts; the component renders again when the language switches. */
export function useTranslation() {
  const language = useSyncExternalStore(onLanguageChange, currentLanguage);
  const t = useMemo(() => translatorFor(language), [language]);
  return { t, i18n };
}
