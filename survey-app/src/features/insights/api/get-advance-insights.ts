import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdvanceInsightsResultDto } from '@portal/contracts';
import { api } from '../../../lib/api-client';
import { resultPath } from './result-path';

export function getAdvanceInsights(inquiryId: string): Promise<AdvanceInsightsResultDto> {
  return api.get(resultPath('AdvanceInsightsResult', inquiryId));
}

export const getAdvanceInsightsQueryOptions = (inquiryId: string) =>
  queryOptions({ queryKey: ['insights', inquiryId, 'advance-insights'], queryFn: () => getAdvanceInsights(inquiryId) });

export const useAdvanceInsights = (inquiryId: string) => useQuery(getAdvanceInsightsQueryOptions(inquiryId));
