import { isLanguage, LANGUAGE_STORAGE_KEY, pickLanguage, type Language } from '@portal/contracts';

/** The language menu's stored choice, else the browser's preferred languages, else English. */
export function initialLanguage(): Language {
  const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  return isLanguage(stored) ? stored : pickLanguage(navigator.languages ?? [navigator.language]);
}

export function storeLanguage(lang: Language): void {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
}
