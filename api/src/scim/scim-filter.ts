import { ScimError } from './scim-error';

/** A filter this service answers: one attribute compared for equality with a string (RFC 7644 §3.4.2.2). */
export interface EqualityFilter {
  /** The attribute as the client wrote it, in lower case (attribute names are case-insensitive). */
  attribute: string;
  value: string;
}

const EQ = /^\s*([A-Za-z][\w.:$-]*)\s+eq\s+"((?:[^"\\]|\\.)*)"\s*$/i;

/**
 * Reads `attribute eq "value"` for one of the allowed attributes; no filter answers null. Anything else is refused
 * with scimType invalidFilter, as ServiceProviderConfig announces (filter supported for these equalities only).
 */
export function equalityFilter(filter: string | undefined, allowed: string[]): EqualityFilter | null {
  if (filter === undefined || filter.trim() === '') return null;
  const match = EQ.exec(filter);
  const attribute = match?.[1].toLowerCase();
  if (!match || !allowed.includes(attribute!))
    throw ScimError.invalid(
      `Only ${allowed.map((a) => `${a} eq "..."`).join(' or ')} filters are supported`,
      'invalidFilter',
    );
  try {
    return { attribute: attribute!, value: JSON.parse(`"${match[2]}"`) as string };
  } catch {
    throw ScimError.invalid('The filter value is not a valid string', 'invalidFilter');
  }
}

/** startIndex and count of a list (1-based; count at most max). */
export function pageOf(startIndex: string | undefined, count: string | undefined, max: number) {
  const start = Math.max(1, Number.parseInt(startIndex ?? '1', 10) || 1);
  const parsed = Number.parseInt(count ?? String(max), 10);
  const size = Math.min(max, Math.max(0, Number.isNaN(parsed) ? max : parsed));
  return { start, size };
}
