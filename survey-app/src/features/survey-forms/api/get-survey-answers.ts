import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { SurveyAnswersViewDto } from '@portal/contracts';

/** A respondent's answers grouped by area (the super admin's read-only view). */
export function getSurveyAnswers(inquiryId: string, customerUserId: string): Promise<SurveyAnswersViewDto> {
  return api.get(
    `/SurveyAnswer/${encodeURIComponent(inquiryId)}/ViewSurveyAnswers/${encodeURIComponent(customerUserId)}`,
  );
}

export const getSurveyAnswersQueryOptions = (inquiryId: string, customerUserId: string) =>
  queryOptions({
    queryKey: ['survey-forms', 'answers', inquiryId, customerUserId],
    queryFn: () => getSurveyAnswers(inquiryId, customerUserId),
  });
