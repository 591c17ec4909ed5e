import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routeGroupFor } from '../App';

const token = (claims: Record<string, unknown>) =>
  `h.${btoa(JSON.stringify(claims)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.s`;
const future = () => Math.floor(Date.now() / 1000) + 3600;

describe('routeGroupFor', () => {
  it('puts each role in its own group and refuses the other', () => {
    const admin = token({ role: 'superadmin', exp: future() });
    expect(routeGroupFor('/superAdmin/findings', admin)).toEqual({ basename: '/superAdmin' });
    expect(routeGroupFor('/customerAdmin/dashboard', admin)).toEqual({ leave: '/auth/page-not-found' });
    const customer = token({ role: 'CustomerAdmin', exp: future() });
    expect(routeGroupFor('/customerAdmin', customer)).toEqual({ basename: '/customerAdmin' });
  });

  it('sends customer users to page-not-found and visitors to login', () => {
    expect(routeGroupFor('/superAdmin', token({ role: 'CustomerUser', exp: future() }))).toEqual({
      leave: '/auth/page-not-found',
    });
    expect(routeGroupFor('/superAdmin', null)).toEqual({ leave: '/auth/login' });
    expect(routeGroupFor('/superAdmin', 'garbage')).toEqual({ leave: '/auth/login' });
  });
});

describe('authProvider', () => {
  let assign: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    vi.resetModules();
    vi.useFakeTimers();
    assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('rejects an expired session with Session timeout and leaves for the login page', async () => {
    const { authProvider } = await import('./authProvider');
    localStorage.setItem('token', token({ role: 'SuperAdmin', exp: Math.floor(Date.now() / 1000) - 5 }));
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({ message: 'Session timeout\nPlease login again' });
    expect(assign).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(assign).toHaveBeenCalledWith('/auth/login');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('accepts a valid session and reads the role as permissions', async () => {
    const { authProvider } = await import('./authProvider');
    localStorage.setItem(
      'token',
      token({ role: 'SuperAdmin', exp: future(), firstname: 'Olivia', lastname: 'Operator', userid: 1 }),
    );
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    await expect(authProvider.getPermissions!({})).resolves.toBe('SuperAdmin');
    await expect(authProvider.getIdentity!()).resolves.toMatchObject({ id: '1', fullName: 'Olivia Operator' });
    await expect(authProvider.getIdentity!()).resolves.toMatchObject({ customerId: null, firstTimeLogin: false });
  });

  it('reads the first-login flag, the customer and the stored name into the identity', async () => {
    const { authProvider } = await import('./authProvider');
    localStorage.setItem(
      'token',
      token({
        role: 'CustomerAdmin',
        exp: future(),
        firstname: 'Ann',
        lastname: 'Admin',
        userid: 3,
        customerid: 7,
        email: 'a@example.com',
      }),
    );
    localStorage.setItem('name', 'Ann B. Admin');
    localStorage.setItem('firstTimeLogin', 'true');
    await expect(authProvider.getIdentity!()).resolves.toEqual({
      id: '3',
      fullName: 'Ann B. Admin',
      email: 'a@example.com',
      customerId: '7',
      firstTimeLogin: true,
    });
  });

  it('logs out on a 401 after its toast, and ignores other errors', async () => {
    const { authProvider } = await import('./authProvider');
    localStorage.setItem('token', token({ role: 'SuperAdmin', exp: future() }));
    await expect(authProvider.checkError({ status: 403 })).resolves.toBeUndefined();
    await expect(
      authProvider.checkError({ status: 401, message: 'Unauthorized\nToken revoked' }),
    ).rejects.toMatchObject({
      message: 'Unauthorized\nToken revoked',
    });
    vi.runAllTimers();
    expect(assign).toHaveBeenCalledWith('/auth/login');
  });

  it('log out clears the session and goes to login at once', async () => {
    const { authProvider } = await import('./authProvider');
    localStorage.setItem('token', 'x');
    localStorage.setItem('name', 'A B');
    await authProvider.logout({});
    expect(localStorage.length).toBe(0);
    expect(assign).toHaveBeenCalledWith('/auth/login');
  });

  it('log out revokes the token on the server (POST /api/auth/logout with the bearer) before clearing the session', async () => {
    const { authProvider } = await import('./authProvider');
    const session = token({ role: 'CustomerAdmin', exp: future(), userid: 3 });
    localStorage.setItem('token', session);
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ LoggedOut: true }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await authProvider.logout({});
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/logout');
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('Authorization')).toBe(`Bearer ${session}`);
    expect(localStorage.getItem('token')).toBeNull();
    expect(assign).toHaveBeenCalledWith('/auth/login');
  });

  it('log out still clears the session and leaves when the server cannot be reached', async () => {
    const { authProvider } = await import('./authProvider');
    localStorage.setItem('token', token({ role: 'SuperAdmin', exp: future() }));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await authProvider.logout({});
    expect(localStorage.getItem('token')).toBeNull();
    expect(assign).toHaveBeenCalledWith('/auth/login');
  });
});
