/** The languages the portal's interface and content are offered in; English is the source of every text. */
export const LANGUAGES = ['en', 'fr', 'de', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
/** The languages a translator fills in: every one but the default. */
export const TRANSLATED_LANGUAGES = LANGUAGES.filter((l) => l !== DEFAULT_LANGUAGE) as Exclude<Language, 'en'>[];

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** A supported language from one tag ("de-AT" → de, "FR" → fr), else null. */
export function languageOfTag(tag: string | null | undefined): Language | null {
  const primary = (tag ?? '').trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(primary) ? primary : null;
}

/**
 * The best supported language for an Accept-Language header ("de-CH;q=0.9, fr;q=0.8") or a list of
 * tags in preference order (navigator.languages): highest q first, header order among equals; a
 * q of 0 refuses the tag; `*` and unknown tags are skipped; nothing suitable → English.
 */
export function pickLanguage(accept: string | readonly string[] | null | undefined): Language {
  const ranked = typeof accept === 'string' ? parseHeader(accept) : (accept ?? []).map((tag) => ({ tag, q: 1 }));
  for (const { tag, q } of ranked) {
    const lang = languageOfTag(tag);
    if (lang && q > 0) return lang;
  }
  return DEFAULT_LANGUAGE;
}

function parseHeader(header: string): { tag: string; q: number }[] {
  return header
    .split(',')
    .map((part, order) => {
      const [tag, ...params] = part.trim().split(';');
      const qParam = params.map((p) => p.trim()).find((p) => /^q=/i.test(p));
      const q = qParam ? Number(qParam.slice(2)) : 1;
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0, order };
    })
    .filter((e) => e.tag !== '' && e.tag !== '*')
    .sort((a, b) => b.q - a.q || a.order - b.order);
}
