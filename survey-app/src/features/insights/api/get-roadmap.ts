import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RoadmapResultDto } from '@portal/contracts';
import { api } from '../../../lib/api-client';
import { resultPath } from './result-path';

export function getRoadmap(inquiryId: string): Promise<RoadmapResultDto> {
  return api.get(resultPath('RoadmapResult', inquiryId));
}

export const getRoadmapQueryOptions = (inquiryId: string) =>
  queryOptions({ queryKey: ['insights', inquiryId, 'roadmap'], queryFn: () => getRoadmap(inquiryId) });

export const useRoadmap = (inquiryId: string) => useQuery(getRoadmapQueryOptions(inquiryId));
