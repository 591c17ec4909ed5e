import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeToken, jsonResponse, renderRoutes } from '../../../test/render';
import LoginPage from './login-page';

const routes = [
  { path: '/auth/login', element: <LoginPage /> },
  { path: '/customerUser/dashboard', element: <h1>Staff dashboard</h1> },
];
const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

afterEach(() => vi.unstubAllGlobals());

describe('login page', () => {
  it('refuses empty and malformed fields, focusing the first, without calling the API', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderRoutes(routes, '/auth/login');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findAllByText('This field is mandatory')).toHaveLength(2);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^Email/)));
    type(/^Email/, 'not-an-email');
    type(/^Password/, 'secret');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Please enter a valid email')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('logs in with username and password, keeps the session and goes to the role home', async () => {
    const token = fakeToken({
      role: 'CustomerUser',
      firstname: 'Nina',
      lastname: 'Newbie',
      email: 'nina@example.test',
      userid: 4,
      exp: Math.floor(Date.now() / 1000) + 3600,
    });
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
      jsonResponse({ token, FirstTimeLogin: false }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderRoutes(routes, '/auth/login');
    type(/^Email/, ' nina@example.test ');
    type(/^Password/, 'Newbie#Pass1');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { name: 'Staff dashboard' })).toBeTruthy();
    expect(fetchMock.mock.calls[0][0]).toBe('/api/auth/login');
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]!.body))).toEqual({
      username: 'nina@example.test',
      password: 'Newbie#Pass1',
    });
    expect(localStorage.getItem('token')).toBe(token);
    expect(localStorage.getItem('name')).toBe('Nina Newbie');
    expect(screen.getByText('Logged in Successfully')).toBeTruthy();
  });
});
