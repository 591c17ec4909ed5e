import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DEFAULT_LANGUAGE, Language } from '@portal/contracts';
import { DataSource, EntityManager, Repository } from 'typeorm';
import { ReadDatabase } from '../database/read-database';
import { transaction } from '../database/transaction';
import { ContentKind, TranslationSource } from './content-kinds';
import { ContentTranslation } from './content-translation.entity';
import type { TextLookup } from './question-texts';

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
 */
@Injectable()
export class TranslationsService {
  private readonly sources = new Map<ContentKind, TranslationSource>();

  constructor(
    @InjectRepository(ContentTranslation) private readonly rows: Repository<ContentTranslation>,
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
      const params: unknown[] = [language];
      const kinds = wanted.map((i) => {
        params.push(i.kind, ...i.ids);
        return `(kind = ? AND item_id IN (${i.ids.map(() => '?').join(', ')}))`;
      });
      const rows = await this.reads.query<{ kind: string; itemId: number | string; field: string; text: string }>(
        `SELECT kind, item_id AS itemId, field, text FROM content_translations WHERE language = ? AND (${kinds.join(' OR ')})`,
        params,
      );
      for (const r of rows) found.set(key(r.kind, Number(r.itemId), r.field), r.text);
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
    return this.rows.find({ where: { kind, itemId } });
  }

  /** Every stored translation of the given kinds (coverage and the workbook export). */
  ofKinds(kinds: readonly ContentKind[]): Promise<ContentTranslation[]> {
    return this.rows
      .createQueryBuilder('t')
      .where('t.kind IN (:...kinds)', { kinds: [...kinds] })
      .getMany();
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
    if (!text) {
      await m.delete(ContentTranslation, id);
      return;
    }
    // One statement: an update-then-insert lets two writers of the same new text both insert, and one fail.
    await m.upsert(
      ContentTranslation,
      { ...id, text, customerId: w.customerId, updatedAt: new Date() },
      { conflictPaths: ['kind', 'itemId', 'field', 'language'] },
    );
  }
}
