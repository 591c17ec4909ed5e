import { describe, expect, it } from 'vitest';
import { catalogueKeys, lookup, missingKeys } from '../catalogue';
import { MAIL_CATALOGUES } from './index';

const placeholders = (text: string | undefined) => [...(text ?? '').matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('mail catalogues', () => {
  const en = MAIL_CATALOGUES.en;
  for (const lang of ['fr', 'de', 'es'] as const) {
    const other = MAIL_CATALOGUES[lang];
    it(`${lang} has every English key`, () => expect(missingKeys(en, other)).toEqual([]));
    it(`${lang} keeps the placeholders of each English text`, () => {
      for (const key of catalogueKeys(en))
        expect([key, placeholders(lookup(other, key))]).toEqual([key, placeholders(lookup(en, key))]);
    });
    it(`${lang} is translated, not English copied`, () => {
      const copied = catalogueKeys(en).filter((key) => lookup(other, key) === lookup(en, key));
      expect(copied).toEqual([]);
    });
  }
});
