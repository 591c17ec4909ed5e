/**
 * The group filter of the insight reads: `?segment=Attribute:Value` in the page's URL, passed as it is to the reads
 * that accept it (inputs, area colours, importance-performance). The attribute name never holds a colon (the import
 * refuses one in a column name); the value may, so only the first colon splits. An empty value names the group of
 * the respondents invited without one.
 */
export interface Segment {
  attribute: string;
  value: string;
}

export const SEGMENT_PARAM = 'segment';

export function parseSegment(raw: string | null | undefined): Segment | null {
  if (!raw) return null;
  const at = raw.indexOf(':');
  // 'Department:' (nothing after the colon) is the group of the respondents invited without a Department.
  if (at <= 0) return null;
  return { attribute: raw.slice(0, at), value: raw.slice(at + 1) };
}

export const formatSegment = (segment: Segment) => `${segment.attribute}:${segment.value}`;

/** The read's path with the group filter added as a query parameter (or unchanged without one). */
export function withSegment(path: string, segment: Segment | null): string {
  if (!segment) return path;
  const joiner = path.includes('?') ? '&' : '?';
  return `${path}${joiner}${SEGMENT_PARAM}=${encodeURIComponent(formatSegment(segment))}`;
}

/** The query-key part of a group, so each group's figures are cached apart from the whole inquiry's. */
export const segmentKey = (segment: Segment | null) => (segment ? formatSegment(segment) : 'all');
