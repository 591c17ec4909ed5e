import { CUSTOMER_ADMIN_FORMS_PATH, respondentsListPath, roleHome, type Role } from '@portal/contracts';

export type SurveyFormMode = 'view' | 'edit';

/** Which form a route shows: the caller's own (customer roles) or a respondent's answers (super admin). */
export type SurveyFormSource =
  | { kind: 'own'; inquiryTypeId: string; inquiryId: string }
  | { kind: 'respondent'; inquiryId: string; customerUserId: string };

export function surveyFormSource(role: Role, params: Record<string, string | undefined>): SurveyFormSource {
  const inquiryId = params.inquiryId ?? '';
  if (role === 'SuperAdmin') return { kind: 'respondent', inquiryId, customerUserId: params.customerUserId ?? '' };
  return { kind: 'own', inquiryTypeId: params.inquiryTypeId ?? '', inquiryId };
}

/** Where Back goes per role (spec §2 "Survey form screens"). */
export function backPath(role: Role, inquiryId: string): string {
  if (role === 'SuperAdmin') return respondentsListPath(inquiryId);
  if (role === 'CustomerAdmin') return CUSTOMER_ADMIN_FORMS_PATH;
  return roleHome(role);
}
