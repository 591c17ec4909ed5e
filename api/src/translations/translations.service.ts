import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DEFAULT_LANGUAGE, Language } from '@portal/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { ReadDatabase } from '../database/read-database';
import { transaction } from '../database/transaction';
import { ContentKind, TranslationSource } from './content-kinds';
import { ContentTranslation } from './content-translation.entity';
import type { TextLookup } from './question-texts';
import {
  deleteTranslation,
  textsOfItems,
  translationsOfItem,
  translationsOfKinds,
  upsertTranslation,
} from './translations.repository';

/** One stored text to write: null or '' removes the translation (the English text shows again). */
export interface TranslationWrite {
  kind: ContentKind;
  itemId: number;
  field: string;
  language: Language;
  text: string | null;
  customerId: number | null;
}

const key = (kind: string, itemId: number, field: string) => `${kind}:${itemId}:${field}`;
const english: TextLookup = (_id, _field, text) => text;

/**
 * The content_translations table and the registry of content sources. Content modules register
 * a source (their English texts) and ask for lookups on their reads; nothing here reads their tables.
 * The statements are in translations.repository.ts.
 */
@Injectable()
export class TranslationsService {
  private readonly sources = new Map<ContentKind, TranslationSource>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly reads: ReadDatabase,
  ) {}

  registerSource(source: TranslationSource): void {
    this.sources.set(source.kind, source);
  }

  source(kind: ContentKind): TranslationSource | undefined {
    return this.sources.get(kind);
  }

  /**
   * A lookup of the given items' texts in one language: one query, none for English. Each
   * TextLookup answers the translation where stored, else the English text it was given.
   */
  async lookup<K extends ContentKind>(
    language: Language,
    items: { kind: K; ids: number[] }[],
  ): Promise<Record<K, TextLookup>> {
    const wanted = items.filter((i) => i.ids.length > 0);
    const found = new Map<string, string>();
    if (language !== DEFAULT_LANGUAGE && wanted.length) {
      // Plain rows on the read connection: the hot reads that show type names and question texts read nothing else there.
      for (const r of await textsOfItems(this.reads, language, wanted))
        found.set(key(r.kind, r.itemId, r.field), r.text);
    }
    const out = {} as Record<K, TextLookup>;
    for (const { kind } of items)
      out[kind] = found.size ? (id, field, text) => found.get(key(kind, id, field)) ?? text : english;
    return out;
  }

  /**
   * Text published from the library (a result workbook copies the library's English text) in the
   * reader's language: the translation of the library text it equals, else the text unchanged. Reads
   * the given kinds' sources and their translations once; nothing in English.
   */
  async byEnglish(language: Language, kinds: ContentKind[]): Promise<(text: string) => string> {
    if (language === DEFAULT_LANGUAGE) return (text) => text;
    const items = await Promise.all(
      kinds.map(async (kind) => ({ kind, items: (await this.sources.get(kind)?.all()) ?? [] })),
    );
    const t = await this.lookup(
      language,
      items.map(({ kind, items: list }) => ({ kind, ids: list.map((i) => i.id) })),
    );
    const translated = new Map<string, string>();
    for (const { kind, items: list } of items) {
      for (const item of list) {
        for (const f of item.fields) {
          const text = t[kind](item.id, f.field, f.english);
          if (text !== f.english && !translated.has(f.english.trim())) translated.set(f.english.trim(), text);
        }
      }
    }
    return (text) => translated.get(text.trim()) ?? text;
  }

  /** Every stored translation of one item. */
  ofItem(kind: ContentKind, itemId: number): Promise<ContentTranslation[]> {
    return translationsOfItem(this.dataSource.manager, kind, itemId);
  }

  /** Every stored translation of the given kinds (coverage and the workbook export). */
  ofKinds(kinds: readonly ContentKind[]): Promise<ContentTranslation[]> {
    return translationsOfKinds(this.dataSource.manager, kinds);
  }

  /** Writes texts in one transaction: all of them or none. */
  async write(writes: TranslationWrite[]): Promise<void> {
    await transaction(this.dataSource, async (m) => {
      for (const w of writes) await this.writeOne(m, w);
    });
  }

  private async writeOne(m: EntityManager, w: TranslationWrite): Promise<void> {
    const id = { kind: w.kind, itemId: w.itemId, field: w.field, language: w.language };
    const text = w.text?.trim() ?? '';
    if (text) await upsertTranslation(m, id, text, w.customerId);
    else await deleteTranslation(m, id);
  }
}
