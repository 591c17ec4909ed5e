import type { Role } from '../lib/session';

export interface NavItem {
  label: string;
  to: string;
}

// Tabs per role: customer-and-respondent.md §2 and platform-administration.md §2.2.
export const NAV_ITEMS: Record<Role, NavItem[]> = {
  SuperAdmin: [
    { label: 'Dashboard', to: '/superAdmin/dashboard' },
    { label: 'Profiles', to: '/superAdmin/manage-customers-profile' },
    { label: 'Inquiry Type Management', to: '/superAdmin/inquiry-type-management' },
    { label: 'Custom Metrics', to: '/superAdmin/custom-metrics' },
    { label: 'Findings', to: '/superAdmin/findings' },
    { label: 'Recommendations Management', to: '/superAdmin/manage-recommendations' },
    { label: 'Roadmap Management', to: '/superAdmin/manage-roadmap' },
    { label: 'Monitor Activity', to: '/superAdmin/monitor-activity' },
  ],
  CustomerAdmin: [
    { label: 'Dashboard', to: '/customerAdmin/dashboard' },
    { label: 'Inquiry Log', to: '/customerAdmin/inquiry-logs' },
    { label: 'Custom Metrics', to: '/customerAdmin/custom-metrics' },
    { label: 'Survey Forms', to: '/customerAdmin/survey-forms' },
    { label: 'Inquiry Type Management', to: '/customerAdmin/inquiry-type-management' },
  ],
  CustomerUser: [{ label: 'Dashboard', to: '/customerUser/dashboard' }],
};

/** The tab a path belongs to: the longest tab path that prefixes it. */
export function activeNavItem(role: Role, path: string): NavItem | undefined {
  return NAV_ITEMS[role]
    .filter((item) => path === item.to || path.startsWith(`${item.to}/`))
    .sort((a, b) => b.to.length - a.to.length)[0];
}

export function canManageProfile(role: Role): boolean {
  return role === 'CustomerAdmin' || role === 'CustomerUser';
}
