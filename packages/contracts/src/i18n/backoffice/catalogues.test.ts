import { describe, expect, it } from 'vitest';
import englishReactAdmin from 'ra-language-english';
import frenchReactAdmin from 'ra-language-french';
import { catalogueKeys, lookup, missingKeys, type Catalogue } from '../catalogue';
import { backofficeEnglish, backofficeFrench, backofficeGerman, backofficeSpanish, raGerman, raSpanish } from '.';

const portal = { fr: backofficeFrench, de: backofficeGerman, es: backofficeSpanish };
const reactAdmin = { fr: frenchReactAdmin as unknown as Catalogue, de: raGerman, es: raSpanish };
const raEnglish = englishReactAdmin as unknown as Catalogue;

const placeholders = (text: string | undefined) => [...(text ?? '').matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort();

// Words that are the same in the language (names, abbreviations, loan words the backoffice uses as they are).
const SAME_AS_ENGLISH = new Set([
  'CSV',
  'XLSX',
  'Action',
  'Actions',
  'Organisation',
  'Navigation',
  'Options',
  'Description',
  'Details',
  'Detail',
  'Dashboard',
  'Option %{n}',
  'Status',
  'Status: %{status}',
  'Validation',
  'Culture',
  'Structure',
  'Document',
  'Export',
  'Website',
  'Roadmap',
  'Text',
  'Name',
  'Admin',
  'No',
  'Inspector',
  'Filters',
  'pagination',
  'OK',
]);

describe.each(Object.entries(portal))('backoffice catalogue %s', (language, catalogue) => {
  it('has every key the English catalogue has', () => {
    expect(missingKeys(backofficeEnglish, catalogue)).toEqual([]);
  });

  it('has no key English lacks', () => {
    expect(missingKeys(catalogue, backofficeEnglish)).toEqual([]);
  });

  it('keeps the placeholders of each English text', () => {
    const differing = catalogueKeys(backofficeEnglish).filter(
      (key) => placeholders(lookup(backofficeEnglish, key)).join() !== placeholders(lookup(catalogue, key)).join(),
    );
    expect(differing).toEqual([]);
  });

  it('translates rather than copies the English', () => {
    const copied = catalogueKeys(backofficeEnglish).filter((key) => {
      const english = lookup(backofficeEnglish, key)!;
      return lookup(catalogue, key) === english && !SAME_AS_ENGLISH.has(english);
    });
    expect(copied, `${language} copies English`).toEqual([]);
  });
});

// ra.boolean.null is a blank on purpose: nothing to translate.
const raKeys = catalogueKeys(raEnglish).filter((key) => lookup(raEnglish, key)?.trim());

describe.each(Object.entries(reactAdmin))("react-admin's own texts in %s", (_language, catalogue) => {
  it('has every key of ra-language-english', () => {
    const present = new Set(catalogueKeys(catalogue));
    expect(raKeys.filter((key) => !present.has(key))).toEqual([]);
  });
});

// Marmelab's French words its plurals its own way; the repository's German and Spanish follow the English forms.
describe.each([
  ['de', raGerman],
  ['es', raSpanish],
] as const)("react-admin's own texts in %s (this repository's)", (_language, catalogue) => {
  it('keeps the placeholders and plural forms of each English text', () => {
    const differing = raKeys.filter((key) => {
      const english = lookup(raEnglish, key);
      const translated = lookup(catalogue, key);
      const forms = (text: string | undefined) => (text ?? '').split('||||').length;
      return placeholders(english).join() !== placeholders(translated).join() || forms(english) !== forms(translated);
    });
    expect(differing).toEqual([]);
  });
});
