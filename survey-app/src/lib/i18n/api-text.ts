import englishFirstScreen from 'virtual:catalogue/en-first';
import { t } from './i18n';

const keyOf = new Map(Object.entries(englishFirstScreen.apiErrors).map(([key, text]) => [text as string, key]));

/** An English text of the API shown in the current language when the catalogue knows it, else as it came. */
export function apiText(text: string): string {
  const key = keyOf.get(text);
  return key ? t(`apiErrors.${key}`) : text;
}
