import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InquiryDocumentPageDto } from '@portal/contracts';
import { api } from '../../../lib/api-client';
import { INSIGHT_PAGE_SIZE } from './insight-page-size';

/** The help documents of an inquiry (the Tools page). */
export function getInquiryDocuments(inquiryId: string, page: number): Promise<InquiryDocumentPageDto> {
  return api.get(
    `/UploadResultDocument/InquiryDocuments/${encodeURIComponent(inquiryId)}?pageSize=${INSIGHT_PAGE_SIZE}&currentPage=${page}`,
  );
}

export const getInquiryDocumentsQueryOptions = (inquiryId: string, page: number) =>
  queryOptions({
    queryKey: ['insights', inquiryId, 'documents', page],
    queryFn: () => getInquiryDocuments(inquiryId, page),
  });

export const useInquiryDocuments = (inquiryId: string, page: number) =>
  useQuery(getInquiryDocumentsQueryOptions(inquiryId, page));
