import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { apiErrorMessage } from '../providers/http';
import { apiText, apiTextEntries } from './apiText';
import { i18nProvider } from './i18nProvider';

afterEach(() => i18nProvider.changeLocale('en'));

describe('the API’s English lines', () => {
  it('shows a known line in the interface language, keeps the field prefix off and leaves unknown lines as they came', async () => {
    await i18nProvider.changeLocale('de');
    expect(apiText('No Records to show here')).toBe('Hier sind keine Einträge vorhanden');
    expect(apiText('Something only the server says')).toBe('Something only the server says');
    expect(
      apiErrorMessage(
        { title: 'Conflict', errorMessage: ['CustomerName: An organisation with this name already exists'] },
        'fallback',
      ),
    ).toBe('Konflikt\nEine Organisation mit diesem Namen existiert bereits');
  });

  it('answers English unchanged in English', () => {
    expect(apiText('No Records to show here')).toBe('No Records to show here');
    expect(apiErrorMessage({ title: 'Not Found', errorMessage: ['Inquiry not found'] }, '')).toBe(
      'Not Found\nInquiry not found',
    );
  });

  it('reads each API text under one key only', () => {
    const keysOf = new Map<string, string[]>();
    for (const [english, key] of apiTextEntries()) keysOf.set(english, [...(keysOf.get(english) ?? []), key]);
    expect([...keysOf].filter(([, keys]) => keys.length > 1)).toEqual([]);
    expect(apiTextEntries().length).toBeGreaterThan(40);
  });
});

const SRC = join(__dirname, '..');
const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });

describe('screens read their texts by message key', () => {
  it('does not translate an English text into another language', async () => {
    await i18nProvider.changeLocale('fr');
    expect(i18nProvider.translate('portal.validation.required')).toBe('Ce champ est obligatoire');
    expect(i18nProvider.translate('This field is mandatory', { _: 'This field is mandatory' })).toBe(
      'This field is mandatory',
    );
  });

  it('reads the English catalogue only to build the catalogues and the API-line table', () => {
    const readers = sources(SRC)
      .filter((path) => /\bbackofficeEnglish\b/.test(readFileSync(path, 'utf8')))
      .map((path) => relative(SRC, path).replaceAll('\\', '/'));
    expect(readers.sort()).toEqual(['i18n/apiText.ts', 'i18n/messages.ts']);
  });
});
