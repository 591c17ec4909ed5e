import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ImportancePerformanceDto } from '@portal/contracts';
import { api } from '../../../lib/api-client';

export function getImportancePerformance(inquiryId: string): Promise<ImportancePerformanceDto> {
  return api.get(`/Insights/ImportancePerformance/${encodeURIComponent(inquiryId)}`);
}

export const getImportancePerformanceQueryOptions = (inquiryId: string) =>
  queryOptions({ queryKey: ['insights', inquiryId, 'importance-performance'], queryFn: () => getImportancePerformance(inquiryId) });

export const useImportancePerformance = (inquiryId: string) => useQuery(getImportancePerformanceQueryOptions(inquiryId));
