import { CUSTOMER_ADMIN_FORMS_PATH, respondentsListPath } from './backoffice-pages';
import type { Language } from './languages';
import { ROLE_PATH, type Role } from './roles';

/**
 * Paths of survey-app pages that other pages link to (customer-and-respondent.md §2, §3); the route table
 * (app-routes.ts) sends each of them to the survey app.
 */
export function insightsPath(role: Extract<Role, 'SuperAdmin' | 'CustomerAdmin'>, inquiryId: number | string): string {
  return `/${ROLE_PATH[role]}/dashboard/view-insights/${inquiryId}/overview`;
}

/** Where a role's own survey forms live: the customer admin's Survey Forms tab, the customer user's dashboard. */
const STAFF_FORMS_BASE: Record<Extract<Role, 'CustomerAdmin' | 'CustomerUser'>, string> = {
  CustomerAdmin: CUSTOMER_ADMIN_FORMS_PATH,
  CustomerUser: `/${ROLE_PATH.CustomerUser}/dashboard/survey-form`,
};

/** The view and fill-in pages of one of the caller's own survey forms (a row of GET /Inquiry/Staff/{email}). */
export function staffFormPaths(
  role: keyof typeof STAFF_FORMS_BASE,
  form: { InquiryTypeId: number; InquiryId: number; CustomerUserId: number },
): { view: string; edit: string } {
  const base = `${STAFF_FORMS_BASE[role]}/${form.InquiryTypeId}`;
  return {
    view: `${base}/view-survey-form/${form.InquiryId}/${form.CustomerUserId}`,
    edit: `${base}/edit-survey-form/${form.InquiryId}`,
  };
}

/** The operator's read-only view of a respondent's survey form, from the inquiry's respondents list. */
export function respondentFormPath(inquiryId: number | string, customerUserId: number | string): string {
  return `${respondentsListPath(inquiryId)}/view-survey-form/${customerUserId}`;
}

/** An inquiry's form as its respondents will see it, in one language, with nothing saved (the backoffice frames it). */
export function formPreviewPath(
  role: Extract<Role, 'SuperAdmin' | 'CustomerAdmin'>,
  inquiryId: number | string,
  language: Language,
): string {
  return `/${ROLE_PATH[role]}/preview-survey-form/${inquiryId}?lang=${language}`;
}

/** A customer user's actions: the ones they own, where they post progress (docs/features/actions.md). */
export const MY_ACTIONS_PATH = `/${ROLE_PATH.CustomerUser}/my-actions`;
