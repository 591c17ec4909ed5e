import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext } from 'react-admin';
import type { BenchmarkPoolDto } from '@portal/contracts';
import { dataProvider } from '../providers/dataProvider';
import { i18nProvider } from '../i18n/i18nProvider';
import { AppNotification } from '../common/AppNotification';
import { signIn } from '../test-session';
import { BenchmarkPool } from './BenchmarkPool';

type Call = { method: string; url: string; body: unknown };
const TYPES = {
  data: [{ Id: 1, InqType: 'Organisational Health Check', Description: 'd', IsActive: true }],
  currentPage: 1,
  pageSize: -1,
  totalItem: 1,
  totalPage: 1,
};
const row = (CustomerId: number, CustomerName: string, more: Partial<BenchmarkPoolDto['Rows'][number]> = {}) => ({
  CustomerId,
  CustomerName,
  InquiryId: CustomerId * 10,
  Forms: 6,
  ContributesToBenchmarks: true,
  Excluded: false,
  Counts: true,
  InRelease: true,
  ...more,
});

let calls: Call[];
let excluded = false;

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

beforeEach(() => {
  calls = [];
  excluded = false;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const call = { method: init?.method ?? 'GET', url, body: init?.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    if (url.startsWith('/api/InquiryType')) return json(200, TYPES);
    if (call.method === 'GET' && url.startsWith('/api/Benchmarks/Pool?inquiryTypeId=1')) {
      return json(200, {
        InquiryTypeId: 1,
        MinOrgs: 5,
        ReleasedOrgCount: 6,
        ReleasedAt: '2026-11-20T10:00:00Z',
        PendingChanges: excluded ? 1 : 0,
        Rows: [
          row(2, 'Fabrikam Inc', excluded ? { Excluded: true, Counts: false } : {}),
          row(3, 'Litware Ltd', { ContributesToBenchmarks: false, Counts: false, InRelease: false }),
        ],
      });
    }
    if (call.method === 'PUT' && url === '/api/Benchmarks/Pool/2') {
      excluded = (call.body as { Excluded: boolean }).Excluded;
      return json(200, { CustomerId: 2, Excluded: excluded });
    }
    return json(404, { status: 404, title: 'Not Found', errorMessage: ['Record not found'] });
  });
  signIn('SuperAdmin');
});
afterEach(() => vi.unstubAllGlobals());

describe('BenchmarkPool', () => {
  it("lists the type's organisations with what counts, and excludes one", async () => {
    render(
      <MemoryRouter>
        <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
          <BenchmarkPool />
          <AppNotification />
        </AdminContext>
      </MemoryRouter>,
    );
    expect(await screen.findByText('Fabrikam Inc')).toBeTruthy();
    expect(
      screen.getByText('Released pool: 6 organisations. 0 changes waiting; a new release needs at least 5.'),
    ).toBeTruthy();
    expect(screen.getByText('Declined to contribute')).toBeTruthy();
    expect(screen.getAllByText('Does not count')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Exclude: Fabrikam Inc' }));
    await waitFor(() =>
      expect(
        calls.some(
          (c) =>
            c.method === 'PUT' &&
            c.url === '/api/Benchmarks/Pool/2' &&
            (c.body as { Excluded: boolean }).Excluded === true,
        ),
      ).toBe(true),
    );
    expect(await screen.findByText('Fabrikam Inc is excluded from benchmarks.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Include: Fabrikam Inc' })).toBeTruthy();
    expect(screen.getByText('Excluded')).toBeTruthy();
  });
});
