// The one HTTP client of the app: bearer token, 120 s time-out and the shared error handling
// of customer-and-respondent.md §8.
import { LOGIN_PATH, NETWORK_ERROR, readableApiError, SESSION_ENDED, type ErrorBodyDto } from '@portal/contracts';
import { apiText, currentLanguage, t } from './i18n';
import { clearSession, getToken, sessionState } from './session';
import { endExpiredSession } from './session-timeout';
import { THROTTLE_TOAST_KEY, toast, type ToastOptions } from './toast';

export const REQUEST_TIMEOUT_MS = 120_000;

export class ApiError extends Error {
  constructor(
    public readonly status: number,
    public readonly title: string,
    public readonly errorMessage: string[],
  ) {
    super(title);
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** false for the public calls (sign-up, password reset). */
  auth?: boolean;
  /** true: the caller shows the error itself; a 401 is still handled here. */
  silent?: boolean;
  /** No toast when the network is unreachable either (the caller shows it). */
  quietOffline?: boolean;
  signal?: AbortSignal;
  /** A create: one key per create action, reused when the same action is retried (the API answers a repeat once). */
  idempotencyKey?: string;
  /** A multipart body's real upload progress (0-1): the call goes over XMLHttpRequest, whose upload events report it. */
  onUploadProgress?: (fraction: number) => void;
  /** RFC 7240 preferences: `respond-async` asks a route that offers a job to answer 202 with it at once. */
  prefer?: string;
  /** A credential other than the session's (an open link's browser key, X-Open-Link-Key). */
  headers?: Record<string, string>;
}

/** A successful answer with its status (a 202 is a job, not the call's result). */
export interface ApiResponse<T> {
  status: number;
  data: T;
}

/** Statuses whose response has no body (a Response refuses one). */
const NULL_BODY_STATUS = new Set([101, 204, 205, 304]);

/**
 * fetch's job over XMLHttpRequest for an upload whose progress is shown: the same request and signal, answered as
 * a Response; it rejects, like fetch, only when no response arrived (network, time-out, abort).
 */
function sendWithProgress(
  url: string,
  init: { method: string; headers: Record<string, string>; body: BodyInit | undefined; signal: AbortSignal },
  onProgress: (fraction: number) => void,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method, url);
    for (const [name, value] of Object.entries(init.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total));
    });
    xhr.addEventListener('load', () => {
      onProgress(1);
      resolve(
        new Response(NULL_BODY_STATUS.has(xhr.status) ? null : xhr.responseText, {
          status: xhr.status,
          statusText: xhr.statusText,
        }),
      );
    });
    const fail = () => reject(init.signal.reason ?? new TypeError('Network request failed'));
    for (const failure of ['error', 'timeout', 'abort'] as const) xhr.addEventListener(failure, fail);
    if (init.signal.aborted) return fail();
    init.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(init.body as XMLHttpRequestBodyInit | null);
  });
}

type Navigate = (path: string) => void;
let navigateTo: Navigate = (path) => window.location.assign(path);

/** The router registers its navigate function so a 401 does not reload the page. */
export function setApiNavigator(navigate: Navigate): void {
  navigateTo = navigate;
}

/** The API's error body (status, title, errorMessage lines); a proxy's page or plain text is not one. */
function isErrorBody(data: unknown): data is ErrorBodyDto {
  return typeof data === 'object' && data !== null && Array.isArray((data as ErrorBodyDto).errorMessage);
}

/**
 * An error as its toast shows it. A throttled call shows one message, not the generic sentence of its title beside
 * the server's own line saying the same: the line (how long to wait) when there is one. Every throttle answer shares
 * one toast, so two limits answering in turn never show two messages.
 */
function shownError(status: number, error: ApiError): [string, string[], ToastOptions] {
  const readable = readableApiError(error, apiText);
  if (status !== 429) return [readable.title, readable.lines, {}];
  const [first, ...rest] = readable.lines;
  const generic = error.title === 'Too Many Requests';
  return generic && first
    ? [first, rest, { key: THROTTLE_TOAST_KEY }]
    : [readable.title, readable.lines, { key: THROTTLE_TOAST_KEY }];
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await apiSend<T>(path, options)).data;
}

/** apiRequest answering the status beside the body. */
export async function apiSend<T>(path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
  const { method = 'GET', body, auth = true, silent = false } = options;
  // Content reads answer in this language; the user's saved Language takes precedence on the server.
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': currentLanguage() };
  const token = getToken();
  // A call from a page left open past the token's expiry ends the session as the route guard does, unsent.
  if (auth && token && sessionState() === 'expired') {
    endExpiredSession();
    navigateTo(LOGIN_PATH);
    throw new ApiError(401, SESSION_ENDED.title, [SESSION_ENDED.line]);
  }
  if (auth && token) headers.Authorization = `Bearer ${token}`;
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  if (options.prefer) headers.Prefer = options.prefer;
  if (options.headers) Object.assign(headers, options.headers);
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let response: Response;
  try {
    response =
      options.onUploadProgress && payload instanceof FormData
        ? await sendWithProgress(`/api${path}`, { method, headers, body: payload, signal }, options.onUploadProgress)
        : await fetch(`/api${path}`, { method, headers, body: payload, signal });
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    // A background save tells of the lost connection itself.
    if (!options.quietOffline) toast.error(t('session.networkError'));
    throw new ApiError(0, NETWORK_ERROR, []);
  }

  const data = await readBody(response);
  if (response.ok) return { status: response.status, data: data as T };
  return failWith(response.status, response.statusText, data, { auth, silent });
}

/**
 * Shows an error answer as every call does (a toast unless silent; a 401 of a used session ends it) and throws it.
 * A failed job's error goes through here too, so it reads as the call without a job would have.
 */
export function failWith(
  status: number,
  statusText: string,
  data: unknown,
  { auth = true, silent = false }: Pick<RequestOptions, 'auth' | 'silent'> = {},
): never {
  const token = getToken();
  const error = isErrorBody(data)
    ? new ApiError(status, data.title, data.errorMessage)
    : new ApiError(status, statusText || 'Error', typeof data === 'string' && data ? [data] : []);
  const shown = shownError(status, error);
  if (status === 401) {
    toast.error(...shown);
    // A failed login answers 401 too: only a used session is cleared and sent to the login page.
    if (auth && token) {
      clearSession();
      navigateTo(LOGIN_PATH);
    }
  } else if (!silent) {
    toast.error(...shown);
  }
  throw error;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, options),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
};
