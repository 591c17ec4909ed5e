import { useSearchParams } from 'react-router-dom';
import { parseSegment, SEGMENT_PARAM, type Segment } from '../api/segment';

/** The group the insight page is filtered to, from `?segment=Attribute:Value`; null for everyone. */
export function useSegment(): Segment | null {
  const [params] = useSearchParams();
  return parseSegment(params.get(SEGMENT_PARAM));
}

/** The search part that carries the group filter to another insight page (nothing without a filter). */
export function segmentSearch(segment: Segment | null): string {
  return segment ? `?${new URLSearchParams({ [SEGMENT_PARAM]: `${segment.attribute}:${segment.value}` })}` : '';
}
