import type { Role } from './roles';

export interface NavTab {
  label: string;
  to: string;
}

/** The header tabs per role: customer-and-respondent.md §2 and platform-administration.md §2.2. */
export const NAV_TABS: Record<Role, readonly NavTab[]> = {
  SuperAdmin: [
    { label: 'Dashboard', to: '/superAdmin/dashboard' },
    { label: 'Profiles', to: '/superAdmin/manage-customers-profile' },
    { label: 'Inquiry Type Management', to: '/superAdmin/inquiry-type-management' },
    { label: 'Custom Metrics', to: '/superAdmin/custom-metrics' },
    { label: 'Findings', to: '/superAdmin/findings' },
    { label: 'Recommendations Management', to: '/superAdmin/manage-recommendations' },
    { label: 'Roadmap Management', to: '/superAdmin/manage-roadmap' },
    { label: 'Monitor Activity', to: '/superAdmin/monitor-activity' },
    { label: 'Translations', to: '/superAdmin/translations' },
    { label: 'Audit Log', to: '/superAdmin/audit-log' },
    { label: 'Benchmark Pool', to: '/superAdmin/benchmark-pool' },
    { label: 'Lifecycle surveys', to: '/superAdmin/lifecycle' },
  ],
  CustomerAdmin: [
    { label: 'Dashboard', to: '/customerAdmin/dashboard' },
    { label: 'Inquiry Log', to: '/customerAdmin/inquiry-logs' },
    { label: 'Custom Metrics', to: '/customerAdmin/custom-metrics' },
    { label: 'Survey Forms', to: '/customerAdmin/survey-forms' },
    { label: 'People', to: '/customerAdmin/people' },
    { label: 'Programmes', to: '/customerAdmin/programmes' },
    { label: 'Lifecycle surveys', to: '/customerAdmin/lifecycle' },
    { label: 'Inquiry Type Management', to: '/customerAdmin/inquiry-type-management' },
    { label: 'Integrations', to: '/customerAdmin/integrations' },
  ],
  CustomerUser: [{ label: 'Dashboard', to: '/customerUser/dashboard' }],
};

/** A tab's id, its route's last segment: the catalogues word its label under nav.<id>. */
export const navTabId = (tab: NavTab): string => tab.to.slice(tab.to.lastIndexOf('/') + 1);

/** The tab a path belongs to: the longest tab path that prefixes it. */
export function activeNavTab(role: Role, path: string): NavTab | undefined {
  return NAV_TABS[role]
    .filter((tab) => path === tab.to || path.startsWith(`${tab.to}/`))
    .sort((a, b) => b.to.length - a.to.length)[0];
}
