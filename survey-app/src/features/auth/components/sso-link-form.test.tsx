import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeToken, jsonResponse, renderRoutes } from '../../../test/render';
import LoginPage from './login-page';
import SsoCompletePage from './sso-complete-page';

const routes = [
  { path: '/auth/login', element: <LoginPage /> },
  { path: '/auth/sso', element: <SsoCompletePage /> },
  { path: '/customerUser/dashboard', element: <h1>Staff dashboard</h1> },
];
const LINK = 'link-step-token-0123456789abcdef';
const body = (init?: RequestInit) => JSON.parse(String(init?.body));

afterEach(() => vi.unstubAllGlobals());

describe('SSO link step', () => {
  const token = fakeToken({
    role: 'CustomerUser',
    firstname: 'Jane',
    lastname: 'Doe',
    email: 'jane@northwind.example',
    userid: 9,
    exp: Math.floor(Date.now() / 1000) + 3600,
  });

  it('links with the account’s password, signs in, and never exchanges a code', async () => {
    const fetchMock = vi.fn(async (url: string, _init?: RequestInit) =>
      url === '/api/auth/sso/link' ? jsonResponse({ token, FirstTimeLogin: false }) : jsonResponse({ Language: null }),
    );
    vi.stubGlobal('fetch', fetchMock);
    window.history.replaceState(null, '', `/auth/sso#link=${LINK}`);
    renderRoutes(routes, '/auth/sso');
    expect(await screen.findByRole('heading', { name: 'Confirm this is your account' })).toBeTruthy();
    expect(window.location.hash).toBe('');
    fireEvent.change(screen.getByLabelText(/^Password of your account/), { target: { value: 'My#Pass2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Link and sign in' }));
    expect(await screen.findByRole('heading', { name: 'Staff dashboard' })).toBeTruthy();
    expect(fetchMock.mock.calls[0][0]).toBe('/api/auth/sso/link');
    expect(body(fetchMock.mock.calls[0][1])).toEqual({ Token: LINK, Password: 'My#Pass2026' });
    expect(fetchMock.mock.calls.map((c) => c[0])).not.toContain('/api/auth/sso/exchange');
    expect(localStorage.getItem('token')).toBe(token);
  });

  it('sends a code by email and links with it', async () => {
    const fetchMock = vi.fn(async (url: string, _init?: RequestInit) =>
      url === '/api/auth/sso/link/code'
        ? jsonResponse({ Sent: true, ValidMinutes: 10 })
        : url === '/api/auth/sso/link'
          ? jsonResponse({ token, FirstTimeLogin: false })
          : jsonResponse({ Language: null }),
    );
    vi.stubGlobal('fetch', fetchMock);
    window.history.replaceState(null, '', `/auth/sso#link=${LINK}`);
    renderRoutes(routes, '/auth/sso');
    fireEvent.click(await screen.findByRole('button', { name: 'Email me a code instead' }));
    fireEvent.change(await screen.findByLabelText(/^Code from the email/), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Link and sign in' }));
    expect(await screen.findByRole('heading', { name: 'Staff dashboard' })).toBeTruthy();
    expect(fetchMock.mock.calls.slice(0, 2).map((c) => [c[0], body(c[1])])).toEqual([
      ['/api/auth/sso/link/code', { Token: LINK }],
      ['/api/auth/sso/link', { Token: LINK, Code: '123456' }],
    ]);
  });

  it('offers the password only once the account may be sent no more codes', async () => {
    const spent = {
      status: 429,
      title: 'Link failed',
      errorMessage: ['No more codes can be sent or tried for this account today. Please confirm with your password.'],
    };
    const fetchMock = vi.fn(async (url: string, _init?: RequestInit) =>
      url === '/api/auth/sso/link/code' ? jsonResponse(spent, 429) : jsonResponse({ Language: null }),
    );
    vi.stubGlobal('fetch', fetchMock);
    window.history.replaceState(null, '', `/auth/sso#link=${LINK}`);
    renderRoutes(routes, '/auth/sso');
    fireEvent.click(await screen.findByRole('button', { name: 'Email me a code instead' }));
    expect(await screen.findByText(/Please confirm with your password/)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Email me a code instead' })).toBeNull());
    expect(screen.getByLabelText(/^Password of your account/)).toBeTruthy();
  });
});
