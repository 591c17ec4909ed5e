import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BenchmarkDto, EnpsFigureDto } from '@portal/contracts';
import { api } from '../../../lib/api-client';

/** The eNPS beside the benchmark's (the API's BenchmarkEnpsDto, until the generated types carry it). */
export interface BenchmarkEnps {
  Own: EnpsFigureDto;
  Benchmark: number | null;
  Low: number | null;
  High: number | null;
  OrgCount: number;
  Answers: number;
  Needed: number;
  State: 'shown' | 'not-enough-organisations' | 'no-own-figure';
  Message: string | null;
}

export type BenchmarkRead = BenchmarkDto & { Enps: BenchmarkEnps | null };

export function getBenchmark(inquiryId: string): Promise<BenchmarkRead> {
  return api.get(`/Insights/Benchmark/${encodeURIComponent(inquiryId)}`);
}

export const getBenchmarkQueryOptions = (inquiryId: string) =>
  queryOptions({ queryKey: ['insights', inquiryId, 'benchmark'], queryFn: () => getBenchmark(inquiryId) });

export const useBenchmark = (inquiryId: string) => useQuery(getBenchmarkQueryOptions(inquiryId));
