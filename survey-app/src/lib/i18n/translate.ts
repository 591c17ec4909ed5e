import { lookup, type Catalogue } from '@portal/contracts';

export type Params = Record<string, unknown>;

/** Looks a key up in the interface language, then in English; the key itself when neither has it. */
export type TFunction = (key: string, params?: Params) => string;

const pluralRules = new Map<string, Intl.PluralRules>();
const pluralOf = (lang: string, count: number): string => {
  if (!pluralRules.has(lang)) pluralRules.set(lang, new Intl.PluralRules(lang));
  return pluralRules.get(lang)!.select(count);
};

/** `%{name}` placeholders from params: null and empty values show nothing, a name params lack stays as written. */
export function fill(text: string, params: Params = {}): string {
  return text.replace(/%\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : value === null ? '' : String(value);
  });
}

/** A catalogue text: with a numeric `count`, the plural form `key_one`, `key_other`… of that language first. */
export function resolve(
  catalogue: Catalogue | undefined,
  lang: string,
  key: string,
  params?: Params,
): string | undefined {
  if (!catalogue) return undefined;
  const count = params?.count;
  // French and Spanish also have a "many" form the catalogues leave out: those counts read as "other".
  const forms = typeof count === 'number' ? [`${key}_${pluralOf(lang, count)}`, `${key}_other`, key] : [key];
  for (const form of forms) {
    const text = lookup(catalogue, form);
    if (text !== undefined) return fill(text, params);
  }
  return undefined;
}
