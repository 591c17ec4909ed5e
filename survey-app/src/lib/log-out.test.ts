import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, signIn } from '../test/render';
import { logOut } from './log-out';

afterEach(() => vi.unstubAllGlobals());

describe('logOut', () => {
  it('revokes the token on the server with POST /api/auth/logout, then clears the session', async () => {
    const token = signIn('CustomerUser');
    const fetchMock = vi.fn(async () => jsonResponse({ LoggedOut: true }));
    vi.stubGlobal('fetch', fetchMock);
    await logOut();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/logout');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>).Authorization).toBe(`Bearer ${token}`);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('clears the session even when the call fails', async () => {
    signIn('CustomerAdmin');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await logOut();
    expect(localStorage.getItem('token')).toBeNull();
  });
});
