import { EntityManager } from 'typeorm';
import type { RowReader } from '../database/read-database';
import { ContentTranslation } from './content-translation.entity';

/*
 * The statements on content_translations, each taking the caller's EntityManager (a transaction's, or
 * the data source's); the hot lookup takes any RowReader, so it runs on the read connection.
 */

/** The key of one stored text. */
export interface TranslationKey {
  kind: string;
  itemId: number;
  field: string;
  language: string;
}

export interface StoredText {
  kind: string;
  itemId: number;
  field: string;
  text: string;
}

/** The stored texts in one language of the given items of each kind, in one statement. */
export async function textsOfItems(
  reader: RowReader,
  language: string,
  items: { kind: string; ids: number[] }[],
): Promise<StoredText[]> {
  const params: unknown[] = [language];
  const kinds = items.map((i) => {
    params.push(i.kind, ...i.ids);
    return `(kind = ? AND item_id IN (${i.ids.map(() => '?').join(', ')}))`;
  });
  const rows = (await reader.query(
    `SELECT kind, item_id AS itemId, field, text FROM content_translations WHERE language = ? AND (${kinds.join(' OR ')})`,
    params,
  )) as { kind: string; itemId: number | string; field: string; text: string }[];
  return rows.map((r) => ({ kind: r.kind, itemId: Number(r.itemId), field: r.field, text: r.text }));
}

/** Every stored translation of one item. */
export function translationsOfItem(m: EntityManager, kind: string, itemId: number): Promise<ContentTranslation[]> {
  return m.find(ContentTranslation, { where: { kind, itemId } });
}

/** Every stored translation of the given kinds. */
export function translationsOfKinds(m: EntityManager, kinds: readonly string[]): Promise<ContentTranslation[]> {
  return m
    .createQueryBuilder(ContentTranslation, 't')
    .where('t.kind IN (:...kinds)', { kinds: [...kinds] })
    .getMany();
}

/** Removes one stored text (the English text shows again). */
export async function deleteTranslation(m: EntityManager, key: TranslationKey): Promise<void> {
  await m.delete(ContentTranslation, key);
}

/**
 * Stores one text in one statement: an update-then-insert lets two writers of the same new text both
 * insert, and one fail.
 */
export async function upsertTranslation(
  m: EntityManager,
  key: TranslationKey,
  text: string,
  customerId: number | null,
): Promise<void> {
  await m.upsert(
    ContentTranslation,
    { ...key, text, customerId, updatedAt: new Date() },
    { conflictPaths: ['kind', 'itemId', 'field', 'language'] },
  );
}
