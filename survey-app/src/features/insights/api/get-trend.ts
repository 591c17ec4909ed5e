import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TrendDto } from '@portal/contracts';
import { api } from '../../../lib/api-client';

export function getTrend(inquiryId: string): Promise<TrendDto> {
  return api.get(`/Insights/Trend/${encodeURIComponent(inquiryId)}`);
}

export const getTrendQueryOptions = (inquiryId: string) =>
  queryOptions({ queryKey: ['insights', inquiryId, 'trend'], queryFn: () => getTrend(inquiryId) });

export const useTrend = (inquiryId: string) => useQuery(getTrendQueryOptions(inquiryId));
