import { queryOptions } from '@tanstack/react-query';
import type { FormPreviewDto, Language } from '@portal/contracts';
import { api } from '../../../lib/api-client';

/**
 * An inquiry's form as its respondents will get it, in one language, without answers, with the custom questions still
 * awaiting approval marked (AwaitingApproval): reading it saves nothing.
 */
export function getFormPreview(inquiryId: string, language: Language): Promise<FormPreviewDto> {
  return api.get(
    `/SurveyAnswer/${encodeURIComponent(inquiryId)}/FormPreview?currentPage=1&pageSize=-1&lang=${language}`,
  );
}

export const getFormPreviewQueryOptions = (inquiryId: string, language: Language) =>
  queryOptions({
    queryKey: ['form-preview', inquiryId, language],
    queryFn: () => getFormPreview(inquiryId, language),
  });
