import { fetchUtils, HttpError } from 'react-admin';
import { SESSION_TIMEOUT } from './authProvider';
import { getToken, readSession } from './session';

export const API_URL = '/api';
export const NETWORK_ERROR = 'Network Error, Please Check your Internet Connection';
const TIMEOUT_MS = 120_000;

interface ApiErrorBody {
  status?: number | string;
  title?: string;
  errorMessage?: string[] | string;
}

/** The toast text of an API error: its title and every errorMessage line (platform-administration.md §8). */
export function apiErrorMessage(body: unknown, fallback: string): string {
  const b = (body ?? {}) as ApiErrorBody;
  const lines = Array.isArray(b.errorMessage) ? b.errorMessage : b.errorMessage ? [b.errorMessage] : [];
  const parts = [b.title, ...lines].filter((part): part is string => typeof part === 'string' && part.length > 0);
  return parts.length ? parts.join('\n') : fallback;
}

/** fetchJson with the bearer token, the 120 s time-out and the spec's error texts. */
export async function httpJson(path: string, options: fetchUtils.Options = {}) {
  const headers = new Headers(options.headers ?? { Accept: 'application/json' });
  const token = getToken();
  // A call from a screen left open past the token's expiry is not sent: it fails as a 401 with the Session timeout
  // text, which react-admin shows while checkError leaves for the login page.
  if (token && readSession().status === 'expired') {
    const body = { status: 401, title: SESSION_TIMEOUT.title, errorMessage: [SESSION_TIMEOUT.message] };
    throw new HttpError(apiErrorMessage(body, SESSION_TIMEOUT.title), 401, body);
  }
  if (token) headers.set('Authorization', `Bearer ${token}`);
  try {
    return await fetchUtils.fetchJson(`${API_URL}${path}`, {
      ...options,
      headers,
      signal: options.signal ?? AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    if (error instanceof HttpError) {
      const body = error.body as ApiErrorBody | undefined;
      const status = Number(body?.status ?? error.status) || error.status;
      throw new HttpError(apiErrorMessage(body, error.message), status, body);
    }
    // fetch rejects (TypeError, AbortError) only when no response arrived.
    throw new HttpError(NETWORK_ERROR, 0, undefined);
  }
}

/** Multipart uploads: fetchJson must not set a JSON content type, the browser sets the boundary. */
export function httpForm(path: string, form: FormData, method = 'POST') {
  return httpJson(path, { method, body: form, headers: new Headers({ Accept: 'application/json' }) });
}
