import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, signIn } from '../../test/render';
import RequireRole from './require-role';
import { checkAccess } from './session-guard';
import RootRedirect from './root-redirect';

const routes = [
  { path: '/', element: <RootRedirect /> },
  { path: '/auth', element: <h1>Auth root</h1> },
  { path: '/auth/login', element: <h1>Login page</h1> },
  { path: '/auth/page-not-found', element: <h1>Page 404 not found</h1> },
  {
    path: '/customerUser',
    element: <RequireRole role="CustomerUser" />,
    children: [{ path: 'dashboard', element: <h1>Staff dashboard</h1> }],
  },
  {
    path: '/superAdmin',
    element: <RequireRole role="SuperAdmin" />,
    children: [{ path: 'dashboard/view-insights/1/overview', element: <h1>Insights</h1> }],
  },
];

afterEach(() => vi.unstubAllGlobals());

describe('role-group guard', () => {
  it('lets a user into their own group and draws the header with their name', async () => {
    signIn('CustomerUser');
    renderRoutes(routes, '/customerUser/dashboard');
    expect(await screen.findByRole('heading', { name: 'Staff dashboard' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Alice Morgan/ })).toBeTruthy();
  });

  it('answers another role group with page-not-found', async () => {
    signIn('CustomerUser');
    renderRoutes(routes, '/superAdmin/dashboard/view-insights/1/overview');
    expect(await screen.findByRole('heading', { name: 'Page 404 not found' })).toBeTruthy();
  });

  it('compares roles case-insensitively', async () => {
    signIn('superadmin');
    renderRoutes(routes, '/superAdmin/dashboard/view-insights/1/overview');
    expect(await screen.findByRole('heading', { name: 'Insights' })).toBeTruthy();
  });

  it('sends a visitor without a session to the login page', async () => {
    renderRoutes(routes, '/customerUser/dashboard');
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeTruthy();
  });

  it('ends an expired session with Session timeout / Please login again', async () => {
    signIn('CustomerUser', { exp: Math.floor(Date.now() / 1000) - 10 });
    renderRoutes([...routes], '/customerUser/dashboard');
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeTruthy();
    expect(localStorage.getItem('token')).toBeNull();
    const { subscribeToasts } = await import('../../lib/toast');
    let shown: { title: string; lines: string[] }[] = [];
    subscribeToasts((t) => (shown = t))();
    expect(shown.some((t) => t.title === 'Session timeout' && t.lines.includes('Please login again'))).toBe(true);
  });

  it('root goes to /auth without a valid token', async () => {
    renderRoutes(routes, '/');
    expect(await screen.findByRole('heading', { name: 'Auth root' })).toBeTruthy();
  });

  it('root goes to the customer user dashboard for a customer user', async () => {
    signIn('CustomerUser');
    renderRoutes(routes, '/');
    expect(await screen.findByRole('heading', { name: 'Staff dashboard' })).toBeTruthy();
  });
});

describe('checkAccess', () => {
  it('keeps a first-login customer admin on the dashboard', () => {
    signIn('CustomerAdmin');
    localStorage.setItem('firstTimeLogin', 'true');
    expect(checkAccess('CustomerAdmin', '/customerAdmin/manage-profile').kind).toBe('first-login');
    localStorage.setItem('firstTimeLogin', 'false');
    expect(checkAccess('CustomerAdmin', '/customerAdmin/manage-profile').kind).toBe('ok');
  });

  it('refuses a token without exp', () => {
    signIn('CustomerUser', { exp: undefined });
    expect(checkAccess('CustomerUser', '/customerUser/dashboard').kind).toBe('login');
  });
});
