import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BenchmarkDto, BenchmarkEnpsDto } from '@portal/contracts';
import { api } from '../../../lib/api-client';

/** The eNPS beside the benchmark's, when the inquiry asks an eNPS question. */
export type BenchmarkEnps = BenchmarkEnpsDto;

export type BenchmarkRead = BenchmarkDto;

export function getBenchmark(inquiryId: string): Promise<BenchmarkRead> {
  return api.get(`/Insights/Benchmark/${encodeURIComponent(inquiryId)}`);
}

export const getBenchmarkQueryOptions = (inquiryId: string) =>
  queryOptions({ queryKey: ['insights', inquiryId, 'benchmark'], queryFn: () => getBenchmark(inquiryId) });

export const useBenchmark = (inquiryId: string) => useQuery(getBenchmarkQueryOptions(inquiryId));
