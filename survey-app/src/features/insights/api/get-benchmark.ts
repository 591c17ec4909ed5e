import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BenchmarkDto } from '@portal/contracts';
import { api } from '../../../lib/api-client';

export function getBenchmark(inquiryId: string): Promise<BenchmarkDto> {
  return api.get(`/Insights/Benchmark/${encodeURIComponent(inquiryId)}`);
}

export const getBenchmarkQueryOptions = (inquiryId: string) =>
  queryOptions({ queryKey: ['insights', inquiryId, 'benchmark'], queryFn: () => getBenchmark(inquiryId) });

export const useBenchmark = (inquiryId: string) => useQuery(getBenchmarkQueryOptions(inquiryId));
