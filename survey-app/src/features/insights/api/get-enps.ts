import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EnpsDto } from '@portal/contracts';
import { api } from '../../../lib/api-client';

/** The eNPS read of an inquiry: the whole inquiry only, never a group. */
export function getEnps(inquiryId: string): Promise<EnpsDto> {
  return api.get(`/Insights/Enps/${encodeURIComponent(inquiryId)}`);
}

export const getEnpsQueryOptions = (inquiryId: string) =>
  queryOptions({ queryKey: ['insights', inquiryId, 'enps'], queryFn: () => getEnps(inquiryId) });

export const useEnps = (inquiryId: string, enabled = true) => useQuery({ ...getEnpsQueryOptions(inquiryId), enabled });
