import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TrendDto } from '@portal/contracts';
import { api } from '../../../lib/api-client';
import { segmentKey, withSegment, type Segment } from './segment';

export function getTrend(inquiryId: string, segment: Segment | null = null): Promise<TrendDto> {
  return api.get(withSegment(`/Insights/Trend/${encodeURIComponent(inquiryId)}`, segment));
}

export const getTrendQueryOptions = (inquiryId: string, segment: Segment | null = null) =>
  queryOptions({
    queryKey: ['insights', inquiryId, 'trend', segmentKey(segment)],
    queryFn: () => getTrend(inquiryId, segment),
  });

export const useTrend = (inquiryId: string, segment: Segment | null = null) =>
  useQuery(getTrendQueryOptions(inquiryId, segment));
