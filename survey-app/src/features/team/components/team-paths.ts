import { ROLE_PATH } from '@portal/contracts';

export type TeamRole = 'CustomerUser' | 'CustomerAdmin';

/**
 * Where the "My team" view of an inquiry lives. The customer admin's sits under the insight pages' path, which the
 * portal already serves from the survey app; the customer user's beside their dashboard.
 */
export function teamPath(role: TeamRole, inquiryId: number | string): string {
  return role === 'CustomerAdmin'
    ? `/${ROLE_PATH.CustomerAdmin}/dashboard/view-insights/${inquiryId}/my-team`
    : `/${ROLE_PATH.CustomerUser}/dashboard/my-team/${inquiryId}`;
}

export const TEAM_TABS = ['overview', 'heatmap', 'items'] as const;
export type TeamTab = (typeof TEAM_TABS)[number];
