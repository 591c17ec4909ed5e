import type { Role } from '../providers/session';

export interface NavItem {
  label: string;
  path: string;
}

/** The navigation tabs of each role (platform-administration.md §2.2, customer-and-respondent.md §2). */
export const NAVIGATION: Partial<Record<Role, NavItem[]>> = {
  SuperAdmin: [
    { label: 'Dashboard', path: '/dashboard' },
    { label: 'Profiles', path: '/manage-customers-profile' },
    { label: 'Inquiry Type Management', path: '/inquiry-type-management' },
    { label: 'Custom Metrics', path: '/custom-metrics' },
    { label: 'Findings', path: '/findings' },
    { label: 'Recommendations Management', path: '/manage-recommendations' },
    { label: 'Roadmap Management', path: '/manage-roadmap' },
    { label: 'Monitor Activity', path: '/monitor-activity' },
  ],
  CustomerAdmin: [
    { label: 'Dashboard', path: '/dashboard' },
    { label: 'Inquiry Log', path: '/inquiry-logs' },
    { label: 'Custom Metrics', path: '/custom-metrics' },
    { label: 'Survey Forms', path: '/survey-forms' },
    { label: 'Inquiry Type Management', path: '/inquiry-type-management' },
  ],
};

/** Which tab a path belongs to: the longest tab path that prefixes it. */
export function activeTab(items: NavItem[], pathInGroup: string): string | false {
  const match = items
    .filter((item) => pathInGroup === item.path || pathInGroup.startsWith(`${item.path}/`))
    .sort((a, b) => b.path.length - a.path.length)[0];
  return match ? match.path : false;
}

/** The profile menu: Manage Profile is the customer admin's (a survey-app page), Log out for all. */
export const PROFILE_LINKS: Partial<Record<Role, NavItem[]>> = {
  CustomerAdmin: [{ label: 'Manage Profile', path: '/customerAdmin/manage-profile' }],
};
