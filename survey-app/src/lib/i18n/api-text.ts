import { lookup, SURVEY_APP_CATALOGUES } from '@portal/contracts';
import { t } from './i18n';

const API_ERRORS = SURVEY_APP_CATALOGUES.en.apiErrors;
const keyOf = new Map(Object.entries(typeof API_ERRORS === 'object' ? API_ERRORS : {}).map(([key, text]) => [text, key]));

/** An English text of the API shown in the current language when the catalogue knows it, else as it came. */
export function apiText(text: string): string {
  const key = keyOf.get(text);
  return key && lookup(SURVEY_APP_CATALOGUES.en, `apiErrors.${key}`) ? t(`apiErrors.${key}`) : text;
}
