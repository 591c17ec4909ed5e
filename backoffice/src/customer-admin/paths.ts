/** The customer admin's routes (customer-and-respondent.md §2), relative to /customerAdmin. */
export const DASHBOARD = '/dashboard';
export const INQUIRY_LOGS = '/inquiry-logs';
export const CUSTOM_METRICS = '/custom-metrics';
export const SURVEY_FORMS = '/survey-forms';

export const inquiryPaths = {
  create: `${INQUIRY_LOGS}/create`,
  recreate: (inquiryId: unknown) => `${INQUIRY_LOGS}/recreate/inquiry/${inquiryId}`,
  intake: (inquiryTypeId: unknown, inquiryId: unknown) =>
    `${INQUIRY_LOGS}/inquiry-types/${inquiryTypeId}/inquiry/${inquiryId}`,
  progress: (inquiryId: unknown) => `${INQUIRY_LOGS}/progress-meter/${inquiryId}`,
  manageRespondents: (inquiryId: unknown) => `${INQUIRY_LOGS}/manage-respondents/${inquiryId}`,
  viewRespondents: (inquiryId: unknown) => `${INQUIRY_LOGS}/view-respondents/${inquiryId}`,
  customQuestion: (inquiryId: unknown) => `${INQUIRY_LOGS}/custom-metrics/inquiry/${inquiryId}/create`,
};
