import type { Language } from '@portal/contracts';

/** Each language in its own name, as language menus show them whatever the interface language. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', fr: 'Français', de: 'Deutsch', es: 'Español' };
