import type {
  ContentKind,
  CoverageDto,
  ItemTranslationsDto,
  TranslationImportResultDto,
  UpdateItemTranslationsDto,
} from '@portal/contracts';
import type { DownloadedFile } from './customMethods';
import { httpFile, httpForm, httpJson } from './http';

/** The translation calls: one item's texts, the library's coverage, and the translators' workbook. */
export interface TranslationMethods {
  getTranslations(kind: ContentKind, id: string | number): Promise<ItemTranslationsDto>;
  saveTranslations(
    kind: ContentKind,
    id: string | number,
    body: UpdateItemTranslationsDto,
  ): Promise<ItemTranslationsDto>;
  getTranslationCoverage(language: string, page: number, perPage: number): Promise<CoverageDto>;
  exportTranslations(): Promise<DownloadedFile>;
  /** dryRun: checked only, nothing written. Problems reject with the API's 400 (errorMessage lines in body). */
  importTranslations(file: File, dryRun: boolean): Promise<TranslationImportResultDto>;
}

const e = (value: unknown) => encodeURIComponent(String(value));

export const translationMethods: TranslationMethods = {
  async getTranslations(kind, id) {
    return (await httpJson(`/Translations/${e(kind)}/${e(id)}`)).json;
  },
  async saveTranslations(kind, id, body) {
    return (await httpJson(`/Translations/${e(kind)}/${e(id)}`, { method: 'PUT', body: JSON.stringify(body) })).json;
  },
  async getTranslationCoverage(language, page, perPage) {
    return (await httpJson(`/Translations/Coverage?Language=${e(language)}&pageSize=${perPage}&currentPage=${page}`))
      .json;
  },
  exportTranslations() {
    return httpFile('/Translations/Export');
  },
  async importTranslations(file, dryRun) {
    const form = new FormData();
    form.append('File', file);
    return (await httpForm<TranslationImportResultDto>(`/Translations/Import?dryRun=${dryRun}`, form)).json;
  },
};
