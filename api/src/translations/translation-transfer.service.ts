import { HttpStatus, Injectable } from '@nestjs/common';
import { TRANSLATED_LANGUAGES } from '@portal/contracts';
import { ApiError } from '../common/filters/api-error';
import { detectDocumentKind } from '../files/file-type';
import { reportJobProgress } from '../jobs/job-progress';
import type { MultipartFile } from '../files/uploaded-file';
import { XlsxPackageError } from '../spreadsheets/xlsx-package-guard';
import { isContentKind, LIBRARY_KINDS } from './content-kinds';
import { TRANSLATION_MAX } from './dto/language-texts.dto';
import { TranslationImportResultDto } from './dto/import-result.dto';
import { TranslationEditorService } from './translation-editor.service';
import { SHEET } from './translation-workbook';
import { TranslationWorkbookWorkers } from './translation-workbook-workers';
import { TranslationsService, TranslationWrite } from './translations.service';

export const MAX_TRANSLATION_WORKBOOK_BYTES = 10 * 1024 * 1024;
const INVALID_TITLE = 'Invalid translation workbook';
const key = (kind: string, id: number | string, field: string) => `${kind}:${id}:${field}`;

/** The library's translations to and from the translators' workbook; an import writes everything or nothing. */
@Injectable()
export class TranslationTransferService {
  constructor(
    private readonly editor: TranslationEditorService,
    private readonly translations: TranslationsService,
    private readonly workbooks: TranslationWorkbookWorkers,
  ) {}

  async export(): Promise<{ fileName: string; data: Buffer }> {
    const [items, rows] = await Promise.all([this.editor.libraryItems(), this.translations.ofKinds(LIBRARY_KINDS)]);
    const stored = new Map(rows.map((r) => [`${r.language}:${key(r.kind, r.itemId, r.field)}`, r.text]));
    const data = await this.workbooks.build(
      items.flatMap(({ kind, item }) =>
        item.fields.map((f) => ({
          kind,
          id: String(item.id),
          field: f.field,
          texts: {
            en: f.english,
            ...Object.fromEntries(
              TRANSLATED_LANGUAGES.map((l) => [l, stored.get(`${l}:${key(kind, item.id, f.field)}`) ?? '']),
            ),
          } as never,
        })),
      ),
    );
    return { fileName: 'translations.xlsx', data };
  }

  /** Checks every row first; any problem answers 400 with all of them and writes nothing. */
  async import(file: MultipartFile | undefined, dryRun: boolean): Promise<TranslationImportResultDto> {
    if (!file || !file.buffer?.length) throw ApiError.badRequest(['File: Please upload a document, first.']);
    if (file.size > MAX_TRANSLATION_WORKBOOK_BYTES)
      throw new ApiError(HttpStatus.PAYLOAD_TOO_LARGE, 'Payload Too Large', [
        'The translation workbook must not be larger than 10 MB',
      ]);
    if (detectDocumentKind(file.originalname, file.buffer.subarray(0, 4096)) !== 'xlsx') {
      throw new ApiError(HttpStatus.UNSUPPORTED_MEDIA_TYPE, 'Unsupported Media Type', [
        'Please upload the correct file.',
        'The translation file must be an Excel workbook (.xlsx)',
      ]);
    }
    reportJobProgress(0.1);
    let read;
    try {
      read = await this.workbooks.read(file.buffer);
    } catch (e) {
      if (!(e instanceof XlsxPackageError)) throw e;
      if (e.kind === 'size') throw new ApiError(HttpStatus.PAYLOAD_TOO_LARGE, 'Payload Too Large', e.lines);
      throw ApiError.badRequest(e.lines, INVALID_TITLE);
    }
    if (read.problems.length) throw ApiError.badRequest(read.problems, INVALID_TITLE);
    reportJobProgress(0.5);

    const [items, rows] = await Promise.all([this.editor.libraryItems(), this.translations.ofKinds(LIBRARY_KINDS)]);
    const english = new Map(
      items.flatMap(({ kind, item }) => item.fields.map((f) => [key(kind, item.id, f.field), f.english] as const)),
    );
    const known = new Set(items.map(({ kind, item }) => `${kind}:${item.id}`));
    const stored = new Map(rows.map((r) => [`${r.language}:${key(r.kind, r.itemId, r.field)}`, r.text]));
    const problems: string[] = [];
    const seen = new Set<string>();
    const writes: TranslationWrite[] = [];
    let removed = 0;
    for (const r of read.rows) {
      const at = (column: string, reason: string) => problems.push(`${SHEET}, row ${r.row}, ${column}: ${reason}`);
      if (!isContentKind(r.kind) || r.kind === 'CustomQuestion') {
        at('Kind', `must be one of ${LIBRARY_KINDS.join(', ')}`);
        continue;
      }
      if (!/^\d+$/.test(r.id) || !known.has(`${r.kind}:${Number(r.id)}`)) {
        at('Id', `no ${r.kind} has the id ${r.id || '(empty)'}`);
        continue;
      }
      const id = Number(r.id);
      const k = key(r.kind, id, r.field);
      const source = english.get(k);
      if (source === undefined) {
        at('Field', `${r.field || '(empty)'} is not a text of ${r.kind} ${id}`);
        continue;
      }
      if (seen.has(k)) at('Field', `${r.kind} ${id} ${r.field} appears twice`);
      seen.add(k);
      if (r.texts.en !== source.trim())
        at('en', 'the English text changed since the export: export again and translate the new text');
      for (const language of TRANSLATED_LANGUAGES) {
        const text = r.texts[language];
        if (text.length > TRANSLATION_MAX) at(language, `must be at most ${TRANSLATION_MAX} characters`);
        const before = stored.get(`${language}:${k}`);
        if (text === (before ?? '')) continue;
        if (!text) removed += 1;
        writes.push({ kind: r.kind, itemId: id, field: r.field, language, text: text || null, customerId: null });
      }
    }
    if (problems.length) throw ApiError.badRequest(problems, INVALID_TITLE);
    reportJobProgress(0.7);
    if (!dryRun) await this.translations.write(writes);
    const summary = { Rows: read.rows.length, Written: writes.length - removed, Removed: removed };
    return {
      IsValid: true,
      Message: dryRun ? 'The translation workbook is valid' : 'The translations were imported',
      DryRun: dryRun,
      Summary: summary,
    };
  }
}
