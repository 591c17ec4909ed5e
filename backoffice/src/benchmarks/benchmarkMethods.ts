import type { BenchmarkExclusionDto, BenchmarkPoolDto } from '@portal/contracts';
import { httpJson } from '../providers/http';

/** The benchmark pool of one inquiry type (super admin; docs/features/rounds-and-benchmarks.md). */
export async function getBenchmarkPool(inquiryTypeId: number): Promise<BenchmarkPoolDto> {
  return (await httpJson(`/Benchmarks/Pool?inquiryTypeId=${encodeURIComponent(String(inquiryTypeId))}`))
    .json as BenchmarkPoolDto;
}

/** Excludes an organisation from every benchmark pool, or includes it again. */
export async function setBenchmarkExclusion(customerId: number, excluded: boolean): Promise<BenchmarkExclusionDto> {
  return (
    await httpJson(`/Benchmarks/Pool/${encodeURIComponent(String(customerId))}`, {
      method: 'PUT',
      body: JSON.stringify({ Excluded: excluded }),
    })
  ).json as BenchmarkExclusionDto;
}
