import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { SurveyFormDto } from '@portal/contracts';

/**
 * The form as the API answers it. MinRespondents (the floor the start screen tells the respondent) is in the API's
 * document; until the generated wire types carry it, it is named here.
 */
export type SurveyFormAnswer = SurveyFormDto & { MinRespondents: number };

/** The caller's own form: every question (one page) with the saved answers. */
export function getSurveyForm(inquiryTypeId: string, inquiryId: string): Promise<SurveyFormAnswer> {
  return api.get(
    `/SurveyAnswer/${encodeURIComponent(inquiryTypeId)}/${encodeURIComponent(inquiryId)}/SurveyFormQuestions?currentPage=1&pageSize=-1`,
  );
}

export const getSurveyFormQueryOptions = (inquiryTypeId: string, inquiryId: string) =>
  queryOptions({
    queryKey: ['survey-forms', 'form', inquiryTypeId, inquiryId],
    queryFn: () => getSurveyForm(inquiryTypeId, inquiryId),
  });
