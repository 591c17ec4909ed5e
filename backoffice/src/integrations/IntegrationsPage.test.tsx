import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext } from 'react-admin';
import { dataProvider } from '../providers/dataProvider';
import { AppNotification } from '../common/AppNotification';
import { signIn } from '../test-session';
import { IntegrationsPage } from './IntegrationsPage';

type Call = { method: string; url: string; body: unknown };
const page = <T,>(data: T[]) => ({
  data,
  currentPage: 1,
  pageSize: -1,
  totalItem: data.length,
  totalPage: data.length ? 1 : 0,
});
const KEY = {
  Id: 4,
  Name: 'HR system',
  Prefix: 'dpk_0123456789abcdef',
  Scopes: ['results:read'],
  ExpiresAt: null,
  LastUsedAt: null,
  RevokedAt: null,
  Status: 'active',
  CreatedAt: '2026-11-20T10:00:00Z',
};
const HOOK = {
  Id: 9,
  Url: 'https://hr.example.com/events',
  Events: ['form.completed'],
  CreatedAt: '2026-11-20T10:00:00Z',
};
const SECRET_KEY = 'dpk_fedcba9876543210_' + 'k'.repeat(43);

let calls: Call[];
let answer: (call: Call) => { status: number; body: unknown };

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

beforeEach(() => {
  calls = [];
  answer = (call) => {
    if (call.method === 'GET' && call.url.startsWith('/api/ApiKeys')) return { status: 200, body: page([KEY]) };
    if (call.method === 'GET' && call.url.startsWith('/api/Webhooks')) return { status: 200, body: page([HOOK]) };
    if (call.method === 'POST' && call.url === '/api/ApiKeys') return { status: 200, body: { Id: 5, Key: SECRET_KEY } };
    if (call.method === 'DELETE') return { status: 200, body: { Id: 4 } };
    return { status: 404, body: { status: 404, title: 'Not Found', errorMessage: ['Record not found'] } };
  };
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const call = { method: init?.method ?? 'GET', url, body: init?.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    const { status, body } = answer(call);
    return json(status, body);
  });
  signIn('CustomerAdmin');
});
afterEach(() => vi.unstubAllGlobals());

function renderPage() {
  render(
    <MemoryRouter>
      <AdminContext dataProvider={dataProvider}>
        <IntegrationsPage />
        <AppNotification />
      </AdminContext>
    </MemoryRouter>,
  );
}

describe('IntegrationsPage', { timeout: 30_000 }, () => {
  it('lists the keys (never a secret) and the webhooks', async () => {
    renderPage();
    expect(await screen.findByText('HR system')).toBeTruthy();
    expect(screen.getByText('dpk_0123456789abcdef…')).toBeTruthy();
    expect(screen.getByText('Not used yet')).toBeTruthy();
    expect(await screen.findByText('https://hr.example.com/events')).toBeTruthy();
  });

  it('creates a key only with a name and a scope, then shows it once with a copy button', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Create API key' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    // The form validates asynchronously (react-admin over react-hook-form): the messages show on the next tick.
    expect(await within(dialog).findByText('This field is mandatory')).toBeTruthy();
    expect(within(dialog).getByText('Choose at least one scope')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText(/Name/), { target: { value: '  BI export ' } });
    fireEvent.click(within(dialog).getByLabelText(/results:read/));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await screen.findByText('Your new API key');
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/ApiKeys',
      body: { Name: 'BI export', Scopes: ['results:read'], ExpiresAt: null },
    });
    expect((screen.getByLabelText('Secret') as HTMLInputElement).value).toBe(SECRET_KEY);
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(SECRET_KEY));
    fireEvent.click(screen.getByRole('button', { name: 'I have stored it' }));
    await waitFor(() => expect(screen.queryByDisplayValue(SECRET_KEY)).toBeNull());
  });

  it('revokes a key only after the confirmation', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke HR system' }));
    expect(screen.getByText('Revoke this API key?')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([]);
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Revoke' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual(['/api/ApiKeys/4']),
    );
  });

  it("shows the server's refusal of an address under the address field", async () => {
    answer = ((previous) => (call: Call) =>
      call.method === 'POST' && call.url === '/api/Webhooks'
        ? {
            status: 400,
            body: {
              status: 400,
              title: 'Validation failed',
              errorMessage: ['Url: The host 10.0.0.5 is a loopback, private or link-local address'],
            },
          }
        : previous(call))(answer);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Add webhook' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Address/), { target: { value: 'https://10.0.0.5/in' } });
    fireEvent.click(within(dialog).getByLabelText(/form.completed/));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(
      await within(dialog).findByText('The host 10.0.0.5 is a loopback, private or link-local address'),
    ).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      Url: 'https://10.0.0.5/in',
      Events: ['form.completed'],
    });
  });
});
