import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGES,
  languageOfTag,
  pickLanguage,
  TRANSLATED_LANGUAGES,
} from './languages';

describe('languages', () => {
  it('offers English first as the default, and translates into the others', () => {
    expect(LANGUAGES).toEqual(['en', 'fr', 'de', 'es']);
    expect(DEFAULT_LANGUAGE).toBe('en');
    expect(TRANSLATED_LANGUAGES).toEqual(['fr', 'de', 'es']);
    expect(isLanguage('de')).toBe(true);
    expect(isLanguage('pl')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
  });

  it('reads the primary subtag of a language tag', () => {
    expect(languageOfTag('de-AT')).toBe('de');
    expect(languageOfTag('FR_ca')).toBe('fr');
    expect(languageOfTag('pl')).toBeNull();
    expect(languageOfTag('')).toBeNull();
  });

  it('picks the highest weighted supported language of an Accept-Language header', () => {
    expect(pickLanguage('de-CH,de;q=0.9,en;q=0.8')).toBe('de');
    expect(pickLanguage('pl-PL, fr;q=0.5, es;q=0.7')).toBe('es');
    expect(pickLanguage('en;q=0.1, fr')).toBe('fr');
    expect(pickLanguage('es;q=0.8, de;q=0.8')).toBe('es');
  });

  it('skips refused, wildcard and unknown tags and falls back to English', () => {
    expect(pickLanguage('fr;q=0, de;q=0.2')).toBe('de');
    expect(pickLanguage('*, pl')).toBe('en');
    expect(pickLanguage('')).toBe('en');
    expect(pickLanguage(undefined)).toBe('en');
    expect(pickLanguage('de;q=abc')).toBe('en');
  });

  it('takes a list of tags in preference order (navigator.languages)', () => {
    expect(pickLanguage(['pl-PL', 'de-DE', 'fr'])).toBe('de');
    expect(pickLanguage([])).toBe('en');
  });
});
