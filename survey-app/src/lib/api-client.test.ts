import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, signIn } from '../test/render';
import { NETWORK_ERROR } from '@portal/contracts';
import { api, ApiError, setApiNavigator } from './api-client';
import { subscribeToasts, type Toast } from './toast';

let toasts: Toast[] = [];
let unsubscribe: () => void;
const navigate = vi.fn();

beforeEach(() => {
  unsubscribe = subscribeToasts((t) => (toasts = t));
  setApiNavigator(navigate);
  navigate.mockReset();
});
afterEach(() => {
  unsubscribe();
  vi.unstubAllGlobals();
});

describe('api client', () => {
  it('prefixes /api, sends the bearer token and JSON', async () => {
    const token = signIn('CustomerUser');
    const fetchMock = vi.fn(async () => jsonResponse({ ok: 1 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(api.put('/CustomerUser/Profile/3', { FirstName: 'A' })).resolves.toEqual({ ok: 1 });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/CustomerUser/Profile/3');
    expect((init.headers as Record<string, string>).Authorization).toBe(`Bearer ${token}`);
    expect(init.body).toBe('{"FirstName":"A"}');
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it('on 401 toasts the server title and lines, ends the session and goes to the login page', async () => {
    signIn('CustomerUser');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ status: 401, title: 'Unauthorized', errorMessage: ['Token revoked'] }, 401)),
    );
    await expect(api.get('/Inquiry/Staff/x')).rejects.toBeInstanceOf(ApiError);
    expect(toasts.at(-1)).toMatchObject({
      kind: 'error',
      title: 'Unauthorized',
      lines: ['Token revoked'],
      duration: 5000,
    });
    expect(localStorage.getItem('token')).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/auth/login');
  });

  it('a call made after the token expired is not sent: Session timeout, session ended, login page', async () => {
    signIn('CustomerUser', { exp: Math.floor(Date.now() / 1000) - 60 });
    const fetchMock = vi.fn(async () => jsonResponse({ ok: 1 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(api.get('/Inquiry/Staff/x')).rejects.toMatchObject({ status: 401, title: 'Session timeout' });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(toasts.at(-1)).toMatchObject({ kind: 'error', title: 'Session timeout', lines: ['Please login again'] });
    expect(localStorage.getItem('token')).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/auth/login');
  });

  it('a failed login (401 without a session) only shows the message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse({ status: 401, title: 'Login failed', errorMessage: ['Wrong email or password'] }, 401),
      ),
    );
    await expect(api.post('/auth/login', {}, { auth: false })).rejects.toMatchObject({ status: 401 });
    expect(toasts.at(-1)?.title).toBe('Login failed');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('without a response toasts the network error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(api.get('/health')).rejects.toMatchObject({ status: 0 });
    expect(toasts.at(-1)?.title).toBe(NETWORK_ERROR);
  });

  it('other errors toast title and errorMessage unless the caller shows them', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ status: 409, title: 'Conflict', errorMessage: ['Expired'] }, 409)),
    );
    await expect(api.post('/SurveyAnswer/AddSurveyAnswers', new FormData())).rejects.toMatchObject({
      status: 409,
      errorMessage: ['Expired'],
    });
    expect(toasts.at(-1)).toMatchObject({ title: 'Conflict', lines: ['Expired'] });
    const count = toasts.length;
    await expect(api.post('/SurveyAnswer/DocumentValidate', {}, { silent: true })).rejects.toMatchObject({
      status: 409,
    });
    expect(toasts.length).toBe(count);
  });

  it('sends the Idempotency-Key of a create action', async () => {
    const fetchMock = vi.fn(async () => jsonResponse({ Id: 1 }));
    vi.stubGlobal('fetch', fetchMock);
    await api.post('/Customer/CustomerAdminsignup', {}, { auth: false, idempotencyKey: 'signup-1' });
    await api.get('/health');
    const headersOf = (n: number) =>
      (fetchMock.mock.calls[n] as unknown as [string, RequestInit])[1].headers as Record<string, string>;
    expect(headersOf(0)['Idempotency-Key']).toBe('signup-1');
    expect(headersOf(1)['Idempotency-Key']).toBeUndefined();
  });

  it('toasts lines without the wire field name and transport titles as a sentence', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(
          {
            status: 400,
            title: 'Validation failed',
            errorMessage: ['CurrentPassword: The current password is incorrect', 'Token: must be a string'],
          },
          400,
        ),
      ),
    );
    await expect(api.post('/auth/ChangePassword', {})).rejects.toMatchObject({
      status: 400,
      errorMessage: ['CurrentPassword: The current password is incorrect', 'Token: must be a string'],
    });
    expect(toasts.at(-1)).toMatchObject({
      title: 'Validation failed',
      lines: ['The current password is incorrect', 'must be a string'],
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ status: 415, title: 'Unsupported Media Type', errorMessage: [] }, 415)),
    );
    await expect(api.post('/SurveyAnswer/DocumentValidate', {})).rejects.toMatchObject({ status: 415 });
    expect(toasts.at(-1)).toMatchObject({ title: 'This kind of file or content cannot be sent here.', lines: [] });
  });
});
