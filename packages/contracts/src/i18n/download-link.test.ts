import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../languages';
import { DOWNLOAD_LINK_TEXTS } from './download-link';

describe('download link page texts', () => {
  it.each(LANGUAGES.filter((l) => l !== 'en'))('are all translated in %s', (language) => {
    const english = DOWNLOAD_LINK_TEXTS.en;
    const texts = DOWNLOAD_LINK_TEXTS[language];
    for (const key of Object.keys(english) as (keyof typeof english)[]) {
      expect(texts[key].trim(), key).not.toBe('');
      expect(texts[key], key).not.toBe(english[key]);
    }
  });
});
