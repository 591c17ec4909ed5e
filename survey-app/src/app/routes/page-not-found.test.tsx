import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, signIn } from '../../test/render';
import { clearSession, getToken } from '../../lib/session';
import PageNotFound from './page-not-found';

const routes = [
  { path: '/auth/login', element: <h1>Login page</h1> },
  { path: '/auth/page-not-found', element: <PageNotFound /> },
  { path: '/customerUser/dashboard', element: <h1>Staff dashboard</h1> },
];

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('page not found', () => {
  it('takes a signed-in user to their home and keeps the session', async () => {
    const token = signIn('CustomerUser');
    renderRoutes(routes, '/auth/page-not-found');
    expect(screen.queryByRole('button', { name: 'Go to Login' })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Go to my home page' }));
    expect(await screen.findByRole('heading', { name: 'Staff dashboard' })).toBeTruthy();
    expect(getToken()).toBe(token);
  });

  it("loads the backoffice for a customer admin's home", async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const token = signIn('CustomerAdmin');
    renderRoutes(routes, '/auth/page-not-found');
    fireEvent.click(await screen.findByRole('button', { name: 'Go to my home page' }));
    expect(assign).toHaveBeenCalledWith('/customerAdmin/dashboard');
    expect(getToken()).toBe(token);
  });

  it('offers the login page to a visitor without a session', async () => {
    renderRoutes(routes, '/auth/page-not-found');
    expect(screen.queryByRole('button', { name: 'Go to my home page' })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Go to Login' }));
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeTruthy();
  });

  it('offers the login page when the session has expired', async () => {
    signIn('CustomerUser', { exp: Math.floor(Date.now() / 1000) - 60 });
    renderRoutes(routes, '/auth/page-not-found');
    expect(await screen.findByRole('button', { name: 'Go to Login' })).toBeTruthy();
  });
});
