import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEYS } from '@portal/contracts';
import { fakeToken, jsonResponse, signIn, withQueryClient } from '../../../test/render';
import { Toaster } from '../../../components/toaster';
import { SetPasswordOffer } from './set-password-offer';

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const show = () =>
  render(
    withQueryClient(
      <>
        <SetPasswordOffer />
        <Toaster />
      </>,
    ),
  );

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('set a password after coming in by the invitation link', () => {
  it('checks the password, sets it and keeps the full session it answers', async () => {
    signIn('CustomerUser', { scp: 'invitation' });
    const full = fakeToken({ role: 'CustomerUser', userid: 3, exp: Math.floor(Date.now() / 1000) + 3600 });
    const fetchMock = vi.fn(async () => jsonResponse({ token: full }));
    vi.stubGlobal('fetch', fetchMock);
    show();
    expect(screen.getByRole('heading', { name: 'Come back without the mail' })).toBeTruthy();
    type(/^Password/, 'weak');
    type(/^Confirm password/, 'weak');
    fireEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText(/at least 8 characters|Password must/i)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    type(/^Password/, 'Strong#Pass2026');
    type(/^Confirm password/, 'Strong#Pass2026');
    fireEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('Your password is set: next time, sign in with your email address.')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/invitation/password');
    expect(JSON.parse(String(init.body))).toEqual({ Password: 'Strong#Pass2026', ConfirmPassword: 'Strong#Pass2026' });
    expect(localStorage.getItem(SESSION_KEYS.token)).toBe(full);
    expect(screen.queryByRole('heading', { name: 'Come back without the mail' })).toBeNull();
  });

  it('is not offered to a session signed in with a password', () => {
    signIn('CustomerUser');
    show();
    expect(screen.queryByRole('heading', { name: 'Come back without the mail' })).toBeNull();
  });
});
