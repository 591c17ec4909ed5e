import { ROLE_PATH } from './roles';

/**
 * Paths of backoffice pages that survey-app pages link back to (customer-and-respondent.md §2); the route table
 * (app-routes.ts) sends each of them to the backoffice.
 */

/** The operator's list of an inquiry's respondents, where a respondent's survey form view is opened from. */
export function respondentsListPath(inquiryId: number | string): string {
  return `/${ROLE_PATH.SuperAdmin}/monitor-activity/view-respondents/${inquiryId}`;
}

/** The customer admin's Survey Forms tab: the list of their own survey forms. */
export const CUSTOMER_ADMIN_FORMS_PATH = `/${ROLE_PATH.CustomerAdmin}/survey-forms`;

/** The customer admin's page of one action, below their inquiries' list (the backoffice's actions screens). */
export function customerAdminActionPath(inquiryId: number | string, actionId: number | string): string {
  return `/${ROLE_PATH.CustomerAdmin}/inquiry-logs/actions/${inquiryId}/view/${actionId}`;
}
