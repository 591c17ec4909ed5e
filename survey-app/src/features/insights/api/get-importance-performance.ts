import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ImportancePerformanceDto } from '@portal/contracts';
import { api } from '../../../lib/api-client';
import { segmentKey, withSegment, type Segment } from './segment';

export function getImportancePerformance(
  inquiryId: string,
  segment: Segment | null = null,
): Promise<ImportancePerformanceDto> {
  return api.get(withSegment(`/Insights/ImportancePerformance/${encodeURIComponent(inquiryId)}`, segment));
}

export const getImportancePerformanceQueryOptions = (inquiryId: string, segment: Segment | null = null) =>
  queryOptions({
    queryKey: ['insights', inquiryId, 'importance-performance', segmentKey(segment)],
    queryFn: () => getImportancePerformance(inquiryId, segment),
  });

export const useImportancePerformance = (inquiryId: string, segment: Segment | null = null) =>
  useQuery(getImportancePerformanceQueryOptions(inquiryId, segment));
