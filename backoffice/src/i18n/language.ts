import { isLanguage, LANGUAGE_STORAGE_KEY, pickLanguage, type Language } from '@portal/contracts';

/** The language menu's last choice on this browser, if any. */
export function storedLanguage(): Language | null {
  const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  return isLanguage(value) ? value : null;
}

export function storeLanguage(language: Language): void {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
}

/** Before the profile answers: the stored choice, else the browser's languages, else English. */
export function initialLanguage(): Language {
  return storedLanguage() ?? pickLanguage(typeof navigator === 'undefined' ? [] : navigator.languages);
}
