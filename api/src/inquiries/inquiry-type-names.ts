import type { Language } from '@portal/contracts';
import type { TranslationsService } from '../translations/translations.service';

/**
 * Rows that show an inquiry type's name, with the name in the reader's language (English where not
 * translated): one query for the whole page, none in English.
 */
export async function withTypeNamesIn<T extends { InquiryTypeId: number; InquiryTypeName: string }>(
  translations: TranslationsService,
  language: Language,
  rows: T[],
): Promise<T[]> {
  const ids = [...new Set(rows.map((r) => r.InquiryTypeId))];
  const { InquiryType: text } = await translations.lookup(language, [{ kind: 'InquiryType', ids }]);
  return rows.map((r) => ({ ...r, InquiryTypeName: text(r.InquiryTypeId, 'name', r.InquiryTypeName) }));
}
