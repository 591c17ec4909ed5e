import { Injectable } from '@nestjs/common';
import { Language, TRANSLATED_LANGUAGES } from '@portal/contracts';
import type { AuthUser } from '../auth/auth-user';
import { assertTenant, isSuperAdmin } from '../auth/tenant-scope';
import { ApiError } from '../common/filters/api-error';
import { pagedEnvelope } from '../common/paging/paged';
import { ContentKind, isContentKind, LIBRARY_KINDS, SourceItem } from './content-kinds';
import type { ContentTranslation } from './content-translation.entity';
import { CoverageDto, CoverageQueryDto, MissingTextDto } from './dto/coverage.dto';
import { ItemTranslationsDto, UpdateItemTranslationsDto } from './dto/item-translations.dto';
import { TranslationsService, TranslationWrite } from './translations.service';

const textKey = (kind: string, id: number, field: string) => `${kind}:${id}:${field}`;

/** The operator's (and a customer admin's) translation screens: one item's texts, and the library's coverage. */
@Injectable()
export class TranslationEditorService {
  constructor(private readonly translations: TranslationsService) {}

  async item(user: AuthUser, kind: string, id: number): Promise<ItemTranslationsDto> {
    const { kind: k, item } = await this.findItem(user, kind, id);
    return this.view(k, item, await this.translations.ofItem(k, id));
  }

  /** Checks every field first (an unknown one refuses the whole body), then writes in one transaction. */
  async update(user: AuthUser, kind: string, id: number, dto: UpdateItemTranslationsDto): Promise<ItemTranslationsDto> {
    const { kind: k, item } = await this.findItem(user, kind, id);
    const known = new Set(item.fields.map((f) => f.field));
    const unknown = dto.Fields.filter((f) => !known.has(f.Field)).map(
      (f, n) => `Fields[${n}].Field: ${f.Field} is not a text of this ${k}`,
    );
    if (unknown.length) throw ApiError.badRequest(unknown);
    const writes: TranslationWrite[] = dto.Fields.flatMap((f) =>
      TRANSLATED_LANGUAGES.filter((l) => f.Translations[l] !== undefined).map((language) => ({
        kind: k,
        itemId: id,
        field: f.Field,
        language,
        text: f.Translations[language] ?? null,
        customerId: item.customerId,
      })),
    );
    await this.translations.write(writes);
    return this.view(k, item, await this.translations.ofItem(k, id));
  }

  async coverage(query: CoverageQueryDto): Promise<CoverageDto> {
    const language = (query.Language ?? 'fr') as Language;
    const [items, rows] = await Promise.all([this.libraryItems(), this.translations.ofKinds(LIBRARY_KINDS)]);
    const stored = new Set(rows.map((r) => `${r.language}:${textKey(r.kind, r.itemId, r.field)}`));
    const texts = items.flatMap(({ kind, item }) =>
      item.fields.map((f) => ({ Kind: kind, Id: item.id, Label: item.label, Field: f.field, English: f.english })),
    );
    const has = (l: string, t: MissingTextDto) => stored.has(`${l}:${textKey(t.Kind, t.Id, t.Field)}`);
    const missing = texts.filter((t) => !has(language, t));
    const data =
      query.pageSize === -1
        ? missing
        : missing.slice((query.currentPage - 1) * query.pageSize, query.currentPage * query.pageSize);
    return {
      Languages: TRANSLATED_LANGUAGES.map((l) => {
        const translated = texts.filter((t) => has(l, t)).length;
        return { Language: l, Total: texts.length, Translated: translated, Missing: texts.length - translated };
      }),
      Language: language,
      Missing: pagedEnvelope(data, missing.length, query),
    };
  }

  /** Every item of the library, kind by kind in the workbook's order. */
  async libraryItems(): Promise<{ kind: ContentKind; item: SourceItem }[]> {
    const out: { kind: ContentKind; item: SourceItem }[] = [];
    for (const kind of LIBRARY_KINDS) {
      const source = this.translations.source(kind);
      if (source) for (const item of await source.all()) out.push({ kind, item });
    }
    return out;
  }

  /** Unknown kinds and items answer 404; a customer admin reaches only their own custom questions. */
  private async findItem(user: AuthUser, kind: string, id: number): Promise<{ kind: ContentKind; item: SourceItem }> {
    if (!isContentKind(kind)) throw ApiError.notFound('Content');
    if (!isSuperAdmin(user) && kind !== 'CustomQuestion') throw ApiError.notFound('Content');
    const source = this.translations.source(kind);
    const item = source ? await source.one(id) : null;
    if (kind === 'CustomQuestion') return { kind, item: assertTenant(user, item, 'Content') };
    if (!item) throw ApiError.notFound('Content');
    return { kind, item };
  }

  private view(kind: ContentKind, item: SourceItem, rows: ContentTranslation[]): ItemTranslationsDto {
    const text = new Map(rows.map((r) => [`${r.field}:${r.language}`, r.text]));
    return {
      Kind: kind,
      Id: item.id,
      Label: item.label,
      Fields: item.fields.map((f) => ({
        Field: f.field,
        English: f.english,
        Translations: {
          fr: text.get(`${f.field}:fr`) ?? null,
          de: text.get(`${f.field}:de`) ?? null,
          es: text.get(`${f.field}:es`) ?? null,
        },
      })),
    };
  }
}
