import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes } from '../../../test/render';
import ResetPasswordPage from './reset-password-page';
import { writeResetFlow } from './reset-flow';

const routes = [
  { path: '/auth/reset-password', element: <ResetPasswordPage /> },
  { path: '/auth/login', element: <h1>Login page</h1> },
  { path: '/auth/forget-password', element: <h1>Forgot password page</h1> },
];
const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('reset password page', () => {
  it('sends the new password and ends on the login page with the success toast', async () => {
    writeResetFlow({ email: 'nina@example.test', userId: 'req-1', token: '123456' });
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => jsonResponse({ Id: 'req-1' }));
    vi.stubGlobal('fetch', fetchMock);
    const { router } = renderRoutes(routes, '/auth/reset-password');
    type(/^New Password/, 'Newer#Pass1');
    type(/^Confirm Password/, 'Newer#Pass1');
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(screen.queryByRole('heading', { name: 'Forgot password page' })).toBeNull();
    expect(screen.getByText('Reset Password Successfully')).toBeTruthy();
    expect(fetchMock.mock.calls[0][0]).toBe('/api/auth/resetpassword/req-1');
    expect(sessionStorage.getItem('passwordReset')).toBeNull();
  });

  it('sends a visitor without a verified code back to the forgot-password page', async () => {
    renderRoutes(routes, '/auth/reset-password');
    expect(await screen.findByRole('heading', { name: 'Forgot password page' })).toBeTruthy();
  });
});
