import type { FormState } from './survey-form';

/** How a respondent's form state reads on screen, in both apps' lists. */
export const FORM_STATE_LABELS: Record<FormState, string> = {
  pending: 'Pending',
  saveasdraft: 'Saved as Draft',
  completed: 'Completed',
  expired: 'Expired',
};
