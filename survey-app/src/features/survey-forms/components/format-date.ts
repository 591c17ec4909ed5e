import { formatDate as formatIn } from '@portal/contracts';
import { currentLanguage } from '../../../lib/i18n';

/** A date in the interface language's one format; a dash for none, the raw value when it is not a date. */
export function formatDate(value: string | null): string {
  if (!value) return '-';
  return formatIn(value, currentLanguage()) || value;
}
