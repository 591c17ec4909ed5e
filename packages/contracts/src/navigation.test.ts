import { describe, expect, it } from 'vitest';
import { activeNavTab, NAV_TABS } from './navigation';

describe('navigation tabs', () => {
  it('gives each role its own tabs, all under its own path', () => {
    expect(NAV_TABS.CustomerUser.map((t) => t.label)).toEqual(['Dashboard']);
    expect(NAV_TABS.SuperAdmin.every((t) => t.to.startsWith('/superAdmin/'))).toBe(true);
    expect(NAV_TABS.CustomerAdmin.every((t) => t.to.startsWith('/customerAdmin/'))).toBe(true);
  });

  it('picks the tab whose path is the longest prefix', () => {
    expect(activeNavTab('CustomerAdmin', '/customerAdmin/inquiry-logs/create')?.label).toBe('Inquiry Log');
    expect(activeNavTab('SuperAdmin', '/superAdmin/dashboard/view-insights/3')?.label).toBe('Dashboard');
    expect(activeNavTab('SuperAdmin', '/superAdmin/unknown')).toBeUndefined();
  });
});
