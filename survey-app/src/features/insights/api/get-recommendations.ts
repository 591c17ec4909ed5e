import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RecommendationResultDto } from '@portal/contracts';
import { api } from '../../../lib/api-client';
import { resultPath } from './result-path';

export function getRecommendations(inquiryId: string): Promise<RecommendationResultDto> {
  return api.get(resultPath('RecommendationResult', inquiryId));
}

export const getRecommendationsQueryOptions = (inquiryId: string) =>
  queryOptions({ queryKey: ['insights', inquiryId, 'recommendations'], queryFn: () => getRecommendations(inquiryId) });

export const useRecommendations = (inquiryId: string) => useQuery(getRecommendationsQueryOptions(inquiryId));
