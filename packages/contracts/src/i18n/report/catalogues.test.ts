import { describe, expect, it } from 'vitest';
import { catalogueKeys, lookup, missingKeys } from '../catalogue';
import { REPORT_CATALOGUES } from './index';

const SAME: Record<'fr' | 'de' | 'es', string[]> = {
  fr: [
    'areas.Culture',
    'areas.Structure',
    'ipa.columns.performance',
    'ipa.columns.importance',
    'ipa.columns.n',
    'ipa.columns.quadrant',
    'ipa.crosshairAt',
    'figures.sheets.questions',
    'figures.columns.question',
    'figures.columns.n',
  ],
  de: ['organisation', 'ipa.columns.n', 'ipa.columns.quadrant', 'figures.columns.n'],
  es: ['ipa.columns.importance', 'ipa.columns.n', 'figures.columns.n'],
};

const placeholders = (text: string | undefined) => [...(text ?? '').matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('report catalogues', () => {
  const en = REPORT_CATALOGUES.en;
  for (const lang of ['fr', 'de', 'es'] as const) {
    const other = REPORT_CATALOGUES[lang];
    it(`${lang} has every English key`, () => expect(missingKeys(en, other)).toEqual([]));
    it(`${lang} keeps the placeholders of each English text`, () => {
      for (const key of catalogueKeys(en))
        expect([key, placeholders(lookup(other, key))]).toEqual([key, placeholders(lookup(en, key))]);
    });
    it(`${lang} is translated, not English copied`, () => {
      // Words that are the same in the language (Culture, Structure, Organisation, Quadrant, N, Imp.) are listed.
      const same = new Set(SAME[lang]);
      const copied = catalogueKeys(en).filter((key) => lookup(other, key) === lookup(en, key) && !same.has(key));
      expect(copied).toEqual([]);
    });
  }
});
