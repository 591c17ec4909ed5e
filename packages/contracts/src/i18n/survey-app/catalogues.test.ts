import { describe, expect, it } from 'vitest';
import { TRANSLATED_LANGUAGES } from '../../languages';
import { catalogueKeys, lookup, missingKeys } from '../catalogue';
import { SURVEY_APP_CATALOGUES } from './index';

const en = SURVEY_APP_CATALOGUES.en;
const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort();
const tags = (text: string) => [...text.matchAll(/<\/?(\w+)>/g)].map((m) => m[0]).sort();

describe('survey-app catalogues', () => {
  it('English has texts to translate', () => {
    expect(catalogueKeys(en).length).toBeGreaterThan(300);
  });

  describe.each(TRANSLATED_LANGUAGES)('%s', (lang) => {
    const other = SURVEY_APP_CATALOGUES[lang];

    it('has every key English has', () => {
      expect(missingKeys(en, other)).toEqual([]);
    });

    it('has no key English lacks', () => {
      expect(missingKeys(other, en)).toEqual([]);
    });

    it("names a button by its visible text first (axe's label-content-name-mismatch)", () => {
      for (const lookupIn of [en, other]) {
        const label = lookup(lookupIn, 'actions.act.buttonLabel')!;
        for (const visible of ['actions.act.button', 'actions.act.buttonShort'])
          expect(label.startsWith(lookup(lookupIn, visible)!)).toBe(true);
      }
    });

    it('keeps the placeholders and markup of each English text', () => {
      const differing = catalogueKeys(en).filter((key) => {
        const source = lookup(en, key)!;
        const text = lookup(other, key) ?? '';
        return placeholders(source).join() !== placeholders(text).join() || tags(source).join() !== tags(text).join();
      });
      expect(differing).toEqual([]);
    });

    it('translates rather than copies English sentences', () => {
      const copied = catalogueKeys(en).filter((key) => {
        const source = lookup(en, key)!;
        const words = source
          .replace(/%\{\w+\}/g, '')
          .split(/\s+/)
          .filter((w) => /\p{L}{2,}/u.test(w));
        return words.length > 3 && lookup(other, key) === source;
      });
      expect(copied).toEqual([]);
    });
  });
});
