// The survey app's translations: catalogues from the contracts package, polyglot's `%{name}` placeholders.
import { DEFAULT_LANGUAGE, type Catalogue, type Language } from '@portal/contracts';
import englishFirstScreen from 'virtual:catalogue/en-first';
import { resolve, type Params, type TFunction } from './translate';

type Part = 'first' | 'rest';
type PartLoader = () => Promise<{ default: Catalogue }>;

// English is the fallback of every text. Its first-screen texts ship with the app; the rest of it, and another
// language, load when a page or the reader needs them.
const LOADERS: Record<Language, Partial<Record<Part, PartLoader>>> = {
  en: { rest: () => import('virtual:catalogue/en-rest') },
  fr: { first: () => import('virtual:catalogue/fr-first'), rest: () => import('virtual:catalogue/fr-rest') },
  de: { first: () => import('virtual:catalogue/de-first'), rest: () => import('virtual:catalogue/de-rest') },
  es: { first: () => import('virtual:catalogue/es-first'), rest: () => import('virtual:catalogue/es-rest') },
};

const catalogues: Partial<Record<Language, Catalogue>> = { [DEFAULT_LANGUAGE]: englishFirstScreen };
const loaded = new Set([`${DEFAULT_LANGUAGE}/first`]);
const pending = new Map<string, Promise<void>>();
let allTextsWanted = false;
let language: Language = DEFAULT_LANGUAGE;
const listeners = new Set<() => void>();

function loadPart(lang: Language, part: Part): Promise<void> {
  const id = `${lang}/${part}`;
  if (!pending.has(id)) {
    const load = LOADERS[lang][part]!().then((m) => {
      catalogues[lang] = { ...catalogues[lang], ...m.default };
      loaded.add(id);
    });
    // Settled either way: a failed load is tried again the next time.
    pending.set(
      id,
      load.finally(() => pending.delete(id)),
    );
  }
  return pending.get(id)!;
}

const missingParts = (lang: Language) =>
  [...new Set([lang, DEFAULT_LANGUAGE])]
    .flatMap((l) =>
      (allTextsWanted ? (['first', 'rest'] as const) : (['first'] as const)).map((part) => [l, part] as const),
    )
    .filter(([l, part]) => !loaded.has(`${l}/${part}`));

/** Loads what a language needs until nothing is missing: a page may ask for all texts while a switch is loading. */
async function loadTexts(lang: Language): Promise<void> {
  for (let parts = missingParts(lang); parts.length > 0; parts = missingParts(lang)) {
    await Promise.all(parts.map(([l, part]) => loadPart(l, part)));
  }
}

const translate = (lang: Language, key: string, params?: Params): string =>
  resolve(catalogues[lang], lang, key, params) ??
  resolve(catalogues[DEFAULT_LANGUAGE], DEFAULT_LANGUAGE, key, params) ??
  key;

/** A text of the catalogue in the current language, for code outside React (toasts, validation rules). */
export const t: TFunction = (key, params) => translate(language, key, params);

/** The same lookup bound to one language: a new function per language, so React memos see the switch. */
export const translatorFor =
  (lang: Language): TFunction =>
  (key, params) =>
    translate(lang, key, params);

/** Loads a language's texts once, then switches the interface to it. */
export async function switchLanguage(lang: Language): Promise<void> {
  await loadTexts(lang);
  if (lang === language) return;
  language = lang;
  listeners.forEach((listener) => listener());
}

/** Every text of the current language, loaded before a page past the first screen draws. */
export async function loadAllTexts(): Promise<void> {
  allTextsWanted = true;
  await loadTexts(language);
}

export const currentLanguage = (): Language => language;

/** Calls back after each language switch; returns the unsubscribe. */
export function onLanguageChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The interface language and its switch, as components and tests read them. */
export const i18n = {
  get language(): Language {
    return language;
  },
  changeLanguage: switchLanguage,
  t,
};
