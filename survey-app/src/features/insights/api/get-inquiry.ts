import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InquiryDto } from '@portal/contracts';
import { api } from '../../../lib/api-client';

export function getInquiry(inquiryId: string): Promise<InquiryDto> {
  return api.get(`/Inquiry/${encodeURIComponent(inquiryId)}`);
}

export const getInquiryQueryOptions = (inquiryId: string) =>
  queryOptions({ queryKey: ['insights', inquiryId, 'inquiry'], queryFn: () => getInquiry(inquiryId) });

export const useInquiry = (inquiryId: string) => useQuery(getInquiryQueryOptions(inquiryId));
