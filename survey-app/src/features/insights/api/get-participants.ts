import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RespondentPageDto } from '@portal/contracts';
import { api } from '../../../lib/api-client';
import { INSIGHT_PAGE_SIZE } from './insight-page-size';

export function getParticipants(inquiryId: string, page: number): Promise<RespondentPageDto> {
  return api.get(
    `/Inquiry/GetRespondents/${encodeURIComponent(inquiryId)}?pageSize=${INSIGHT_PAGE_SIZE}&currentPage=${page}`,
  );
}

export const getParticipantsQueryOptions = (inquiryId: string, page: number) =>
  queryOptions({
    queryKey: ['insights', inquiryId, 'participants', page],
    queryFn: () => getParticipants(inquiryId, page),
  });

export const useParticipants = (inquiryId: string, page: number) =>
  useQuery(getParticipantsQueryOptions(inquiryId, page));
