import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FindingsResultDto } from '@portal/contracts';
import { api } from '../../../lib/api-client';
import { resultPath } from './result-path';

export function getFindings(inquiryId: string): Promise<FindingsResultDto> {
  return api.get(resultPath('FindingsResult', inquiryId));
}

export const getFindingsQueryOptions = (inquiryId: string) =>
  queryOptions({ queryKey: ['insights', inquiryId, 'findings'], queryFn: () => getFindings(inquiryId) });

export const useFindings = (inquiryId: string) => useQuery(getFindingsQueryOptions(inquiryId));
