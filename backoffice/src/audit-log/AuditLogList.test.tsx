import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, memoryStore, type AuthProvider, type DataProvider } from 'react-admin';
import type { Role } from '@portal/contracts';
import { canAccess } from '../providers/canAccess';
import { AuditLogList } from './AuditLogList';
import { structureViolations } from '../test-axe';

const rows = [
  {
    id: 2,
    Id: 2,
    Action: 'access.forbidden',
    Outcome: 'refused',
    Status: 403,
    UserId: 5,
    UserEmail: 'staff1@northwind.test',
    CustomerId: 1,
    Method: 'GET',
    Route: '/api/AuditLog',
    Target: null,
    Detail: 'You are not allowed to do this',
    Ip: '203.0.113.9',
    Count: 300,
    CreatedAt: '2026-11-24T10:00:00Z',
    LastAt: '2026-11-24T10:00:40Z',
  },
  {
    id: 1,
    Id: 1,
    Action: 'customer.updated',
    Outcome: 'succeeded',
    Status: null,
    UserId: 1,
    UserEmail: 'operator@demo.test',
    CustomerId: 9,
    Method: 'PUT',
    Route: '/api/Customer/9',
    Target: 'Gone Ltd',
    Detail: 'fields: City',
    Ip: '198.51.100.2',
    Count: 1,
    CreatedAt: '2026-11-23T09:00:00Z',
    LastAt: '2026-11-23T09:00:00Z',
  },
];

function setup(role: Role = 'SuperAdmin') {
  const getList = vi.fn(async (resource: string, _params: { filter: Record<string, unknown> }) =>
    resource === 'customers'
      ? { data: [{ id: 1, CustomerId: 1, CustomerName: 'Northwind Traders' }], total: 1 }
      : { data: rows, total: 2 },
  );
  const exportAuditLog = vi.fn(async () => ({ blob: new Blob(['x']), fileName: 'audit-log-2026-11-24.csv' }));
  const authProvider: AuthProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => role,
    canAccess: async ({ resource, action }) => canAccess(role, { resource, action }),
  };
  render(
    <AdminContext
      dataProvider={{ getList, exportAuditLog } as unknown as DataProvider}
      authProvider={authProvider}
      store={memoryStore()}
    >
      <AuditLogList />
    </AdminContext>,
  );
  return { getList, exportAuditLog };
}

const auditCalls = (getList: ReturnType<typeof setup>['getList']) =>
  getList.mock.calls.filter(([resource]) => resource === 'audit-log');

function desktop(matches: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  // The list keeps its filters in the address; each test starts from a clean one.
  window.history.replaceState(null, '', '/');
});

// The list answers after the identity and the permissions: slow on a loaded machine.
const LOAD = { timeout: 15_000 };

/** Types into the action filter and picks an offered action by its label. */
async function chooseAction(typed: string, label: string) {
  const input = screen.getByRole('combobox', { name: 'Action' });
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: typed } });
  fireEvent.click(await screen.findByRole('option', { name: label }, LOAD));
}

describe('Audit Log screen, narrow (390 px)', () => {
  beforeEach(() => desktop(false));

  it('shows one card per event with when, who, organisation and address, and its details on tap', async () => {
    setup();
    const list = await screen.findByRole('list', { name: 'Audit events' }, LOAD);
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    // The action by its label, the code beneath it.
    expect(within(cards[0]).getByText('Access refused (wrong role)')).toBeTruthy();
    expect(within(cards[0]).getByText('access.forbidden')).toBeTruthy();
    expect(within(cards[0]).getByText('403')).toBeTruthy();
    expect(within(cards[0]).getByText(/\(300×\)$/)).toBeTruthy();
    expect(await within(cards[0]).findByText('staff1@northwind.test · Northwind Traders · 203.0.113.9')).toBeTruthy();
    // An organisation gone from the customers list shows its id.
    expect(within(cards[1]).getByText('operator@demo.test · #9 · 198.51.100.2')).toBeTruthy();

    fireEvent.click(within(cards[0]).getByRole('button', { name: 'Access refused (wrong role) details' }));
    expect(await within(cards[0]).findByText('GET /api/AuditLog')).toBeTruthy();
    expect(within(cards[0]).getByText('You are not allowed to do this')).toBeTruthy();
    expect(within(cards[0]).getByText('refused (403)')).toBeTruthy();
  });

  it('sends the filters to the API: user email, outcome, dates', async () => {
    const { getList } = setup();
    await screen.findByRole('list', { name: 'Audit events' }, LOAD);
    fireEvent.change(screen.getByLabelText('User email'), { target: { value: 'ann' } });
    await waitFor(() => expect(auditCalls(getList).at(-1)?.[1].filter).toEqual({ email: 'ann' }), { timeout: 2000 });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    await waitFor(
      () => expect(auditCalls(getList).at(-1)?.[1].filter).toMatchObject({ email: 'ann', from: '2026-11-01' }),
      { timeout: 2000 },
    );
  });
});

describe('Audit Log screen, wide (1280 px)', () => {
  beforeEach(() => desktop(true));

  it('is a table whose rows expand to every field of the event', async () => {
    setup();
    expect(await screen.findByText('access.forbidden', {}, LOAD)).toBeTruthy();
    for (const header of ['When', 'Action', 'User', 'Organisation', 'Address', 'Request'])
      expect(screen.getByRole('columnheader', { name: header })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Audit events' })).toBeNull();
    expect(screen.queryByText('fields: City')).toBeNull();
    fireEvent.click(screen.getByText('customer.updated'));
    expect(await screen.findByText('fields: City')).toBeTruthy();
    expect(screen.getByText('Gone Ltd')).toBeTruthy();
  });

  it('exports what the filters select as CSV through the data provider', async () => {
    const createObjectURL = vi.fn(() => 'blob:x');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const { exportAuditLog, getList } = setup();
    await screen.findByText('access.forbidden', {}, LOAD);
    await chooseAction('failed', 'Sign-in failed');
    await waitFor(() => expect(auditCalls(getList).at(-1)?.[1].filter).toEqual({ action: 'login.failed' }), {
      timeout: 2000,
    });
    fireEvent.click(screen.getByRole('button', { name: 'CSV' }));
    await waitFor(() => expect(exportAuditLog).toHaveBeenCalledWith({ action: 'login.failed' }, 'csv'));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
  });
});

describe('the Audit Log’s structure for assistive technology', () => {
  it('wide: every column head has a name, the expand column included', async () => {
    desktop(true);
    setup();
    expect(await screen.findByText('access.forbidden', {}, LOAD)).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Details',
      'When',
      'Action',
      'User',
      'Organisation',
      'Address',
      'Request',
    ]);
    expect(await structureViolations()).toEqual([]);
    fireEvent.click(screen.getByText('customer.updated'));
    expect(await screen.findByText('fields: City')).toBeTruthy();
    expect(await structureViolations()).toEqual([]);
  });

  it('wide: the expand column keeps its pointer shortcut that opens every row at once', async () => {
    desktop(true);
    setup();
    expect(await screen.findByText('access.forbidden', {}, LOAD)).toBeTruthy();
    const expandAll = document.querySelector<HTMLButtonElement>('th.RaDatagrid-expandHeader button');
    expect(expandAll).not.toBeNull();
    fireEvent.click(expandAll!);
    expect(await screen.findByText('fields: City')).toBeTruthy();
    expect(screen.getByText('You are not allowed to do this')).toBeTruthy();
  });

  it('narrow: each card’s heading is the level under the page title', async () => {
    desktop(false);
    setup();
    const list = await screen.findByRole('list', { name: 'Audit events' }, LOAD);
    expect(within(list).getAllByRole('heading', { level: 2 })).toHaveLength(2);
    expect(await structureViolations()).toEqual([]);
  });
});

describe('who sees the Audit Log', () => {
  it('is the super admin’s only: list and export', () => {
    expect(canAccess('SuperAdmin', { resource: 'audit-log', action: 'list' })).toBe(true);
    expect(canAccess('SuperAdmin', { resource: 'audit-log', action: 'export' })).toBe(true);
    expect(canAccess('SuperAdmin', { resource: 'audit-log', action: 'delete' })).toBe(false);
    for (const role of ['CustomerAdmin', 'CustomerUser'] as const) {
      expect(canAccess(role, { resource: 'audit-log', action: 'list' })).toBe(false);
      expect(canAccess(role, { resource: 'audit-log', action: 'export' })).toBe(false);
    }
  });
});

describe('a reversed date range in the Audit Log filters', () => {
  beforeEach(() => desktop(true));

  it('says so under To and sends no reversed range, whichever date is set last; a fixed range is sent', async () => {
    const { getList } = setup();
    await screen.findByText('access.forbidden', {}, LOAD);
    const message = 'To is before From: choose a To date on or after the From date';
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-01' } });
    await waitFor(() => expect(auditCalls(getList).at(-1)?.[1].filter).toEqual({ to: '2026-11-01' }), {
      timeout: 2000,
    });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-05' } });
    // Shown, not only in the page: react-admin's filter form hides helper texts.
    expect(getComputedStyle(await screen.findByText(message)).display).not.toBe('none');
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(auditCalls(getList).some(([, params]) => params.filter.from === '2026-11-05')).toBe(false);

    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-05' } });
    await waitFor(() => expect(screen.queryByText(message)).toBeNull());
    await waitFor(
      () => expect(auditCalls(getList).at(-1)?.[1].filter).toEqual({ from: '2026-11-05', to: '2026-11-05' }),
      { timeout: 2000 },
    );

    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-04' } });
    expect(await screen.findByText(message)).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(auditCalls(getList).at(-1)?.[1].filter).toEqual({ from: '2026-11-05', to: '2026-11-05' });
  });
});

describe('the Audit Log action filter', () => {
  beforeEach(() => desktop(true));

  it('offers the actions by their labels, found by label or by code, and sends the code', async () => {
    const { getList } = setup();
    await screen.findByText('Access refused (wrong role)', {}, LOAD);
    expect(screen.getByText('Organisation updated')).toBeTruthy();

    const input = screen.getByRole('combobox', { name: 'Action' });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'password' } });
    const offered = (await screen.findAllByRole('option', {}, LOAD)).map((o) => o.textContent);
    expect(offered).toEqual(
      expect.arrayContaining(['Password changed', 'Password reset requested', 'Wrong password reset code']),
    );
    expect(offered.every((text) => /password/i.test(text ?? ''))).toBe(true);
    // An operator who knows the code finds it too.
    fireEvent.change(input, { target: { value: 'tenant.cross' } });
    fireEvent.click(
      await screen.findByRole('option', { name: 'Attempt to reach another organisation’s record' }, LOAD),
    );
    await waitFor(() => expect(auditCalls(getList).at(-1)?.[1].filter).toEqual({ action: 'tenant.cross-access' }), {
      timeout: 2000,
    });
  });
});
