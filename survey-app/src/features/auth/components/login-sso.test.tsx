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
const START = 'http://localhost:3000/api/auth/sso/start?domain=northwind.example';
const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

afterEach(() => vi.unstubAllGlobals());

describe('login page with single sign-on', () => {
  it('asks about the email’s domain and offers the organisation beside the password', async () => {
    const fetchMock = vi.fn(async (_url: string) => jsonResponse({ Sso: true, Required: false, Url: START }));
    vi.stubGlobal('fetch', fetchMock);
    renderRoutes(routes, '/auth/login');
    type(/^Email/, 'jane@northwind.example');
    const link = await screen.findByRole('link', { name: 'Continue with your organisation' });
    expect(link.getAttribute('href')).toBe(START);
    expect(fetchMock.mock.calls.map((c) => c[0])).toEqual(['/api/auth/sso/discover?email=jane%40northwind.example']);
    expect(screen.getByLabelText(/^Password/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
    // Another address (another domain) withdraws the offer until its own answer arrives.
    fetchMock.mockImplementation(async () => jsonResponse({ Sso: false }));
    type(/^Email/, 'jane@example.org');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Continue with your organisation' })).toBeNull());
  });

  it('hides the password when the organisation requires SSO', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ Sso: true, Required: true, Url: START })),
    );
    renderRoutes(routes, '/auth/login');
    type(/^Email/, 'jane@northwind.example');
    expect(await screen.findByRole('link', { name: 'Continue with your organisation' })).toBeTruthy();
    expect(screen.queryByLabelText(/^Password/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
  });

  it('does not ask before the email is an address, and keeps the password step for other domains', async () => {
    const fetchMock = vi.fn(async () => jsonResponse({ Sso: false }));
    vi.stubGlobal('fetch', fetchMock);
    renderRoutes(routes, '/auth/login');
    type(/^Email/, 'jane@');
    await new Promise((r) => setTimeout(r, 500));
    expect(fetchMock).not.toHaveBeenCalled();
    type(/^Email/, 'jane@example.org');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('link', { name: 'Continue with your organisation' })).toBeNull();
    expect(screen.getByLabelText(/^Password/)).toBeTruthy();
  });

  it('explains why an SSO sign-in came back refused', async () => {
    vi.stubGlobal('fetch', vi.fn());
    renderRoutes(routes, '/auth/login?sso_error=unverified');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your organisation’s sign-in service did not confirm your email address.',
    );
  });
});

describe('SSO hand-off page', () => {
  it('exchanges the fragment’s one-time code by POST, keeps the session and lands on the role home', async () => {
    const token = fakeToken({
      role: 'CustomerUser',
      firstname: 'Jane',
      lastname: 'Doe',
      email: 'jane@northwind.example',
      userid: 9,
      exp: Math.floor(Date.now() / 1000) + 3600,
    });
    const fetchMock = vi.fn(async (url: string, _init?: RequestInit) =>
      url === '/api/auth/sso/exchange'
        ? jsonResponse({ token, FirstTimeLogin: false })
        : jsonResponse({ Language: null }),
    );
    vi.stubGlobal('fetch', fetchMock);
    window.history.replaceState(null, '', '/auth/sso#code=one-time-code-0123456789abcdef');
    renderRoutes(routes, '/auth/sso');
    expect(await screen.findByRole('heading', { name: 'Staff dashboard' })).toBeTruthy();
    expect(fetchMock.mock.calls[0][0]).toBe('/api/auth/sso/exchange');
    expect(fetchMock.mock.calls[0][1]!.method).toBe('POST');
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]!.body))).toEqual({ Code: 'one-time-code-0123456789abcdef' });
    expect(localStorage.getItem('token')).toBe(token);
    expect(window.location.hash).toBe('');
  });

  it('goes back to the login page when the code is refused', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(
          {
            status: 401,
            title: 'Login failed',
            errorMessage: ['This sign-in link is not valid or has expired. Please sign in again.'],
          },
          401,
        ),
      ),
    );
    window.history.replaceState(null, '', '/auth/sso#code=spent-code-0123456789abcdef');
    renderRoutes(routes, '/auth/sso');
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeTruthy();
    expect(localStorage.getItem('token')).toBeNull();
  });
});
