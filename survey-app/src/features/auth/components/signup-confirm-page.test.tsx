import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes } from '../../../test/render';
import SignupConfirmPage from './signup-confirm-page';

const routes = [
  { path: '/auth/signup/confirm', element: <SignupConfirmPage /> },
  { path: '/auth/login', element: <h1>Login page</h1> },
];
const INVALID = {
  status: 400,
  title: 'Sign up failed',
  errorMessage: ['This confirmation link is not valid or has expired: sign up again'],
};

afterEach(() => vi.unstubAllGlobals());

describe('sign-up confirmation page', () => {
  it('posts the token once when Confirm is pressed, shows success and a Login button', async () => {
    let answer!: (r: Response) => void;
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetch);
    renderRoutes(routes, '/auth/signup/confirm?token=abc_DEF-123');
    // Opening the link posts nothing.
    expect(fetch).not.toHaveBeenCalled();
    const button = screen.getByRole('button', { name: 'Confirm' });
    fireEvent.click(button);
    // A double click while the request is in flight sends nothing more: the button is off.
    const busy = await screen.findByRole('button', { name: 'Confirming…' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(busy);
    fireEvent.click(busy);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/Customer/ConfirmSignup');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ Token: 'abc_DEF-123' });
    answer(jsonResponse({ CustomerId: 7, Email: 'fay@fabrikam.example' }));
    expect(await screen.findByText(/Your account is ready/)).toBeTruthy();
    expect(screen.getByText('fay@fabrikam.example')).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeTruthy();
  });

  it("shows the server's error for a used or expired link, with a way to sign up again", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(INVALID, 400)),
    );
    renderRoutes(routes, '/auth/signup/confirm?token=used');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Sign up failed');
    expect(alert.textContent).toContain('This confirmation link is not valid or has expired: sign up again');
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign up again' }).getAttribute('href')).toBe('/auth/signup');
  });

  it('a link without a token says it is not valid and posts nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderRoutes(routes, '/auth/signup/confirm');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This confirmation link is not valid or has expired',
    );
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});
