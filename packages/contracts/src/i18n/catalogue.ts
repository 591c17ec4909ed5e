/** A message catalogue: nested keys, string leaves (react-admin's polyglot shape; flat keys work too). */
export interface Catalogue {
  [key: string]: string | Catalogue;
}

/** Dotted keys of every leaf. */
export function catalogueKeys(catalogue: Catalogue, prefix = ''): string[] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'string' ? [prefix + key] : catalogueKeys(value, `${prefix}${key}.`),
  );
}

/** Keys the English catalogue has and the other lacks (or leaves empty): a translation is missing for each. */
export function missingKeys(english: Catalogue, other: Catalogue): string[] {
  const present = new Set(catalogueKeys(other).filter((key) => lookup(other, key)?.trim()));
  return catalogueKeys(english).filter((key) => !present.has(key));
}

/** The leaf at a dotted key, or undefined. */
export function lookup(catalogue: Catalogue, key: string): string | undefined {
  let node: string | Catalogue | undefined = catalogue;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Placeholders `%{name}` (polyglot's syntax) filled from params; unknown ones stay as written. */
export function interpolate(text: string, params: Record<string, string | number> = {}): string {
  return text.replace(/%\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
