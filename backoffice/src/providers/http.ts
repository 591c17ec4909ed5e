import { fetchUtils, HttpError } from 'react-admin';
import { readableApiError, SESSION_ENDED } from '@portal/contracts';
import type { ApiErrorBody } from './records';
import { getToken, readSession } from './session';
import { apiText } from '../i18n/apiText';
import { currentLanguage, tr } from '../i18n/i18nProvider';

export const API_URL = '/api';
export { NETWORK_ERROR } from '@portal/contracts';
const TIMEOUT_MS = 120_000;

/**
 * The toast text of an API error: its title and every errorMessage line (platform-administration.md §8), as people
 * read them: in the interface language, without the wire field name, a transport title as a sentence.
 */
export function apiErrorMessage(body: unknown, fallback: string): string {
  const b = (body ?? {}) as Partial<ApiErrorBody>;
  const readable = readableApiError(
    {
      title: typeof b.title === 'string' ? b.title : null,
      errorMessage: Array.isArray(b.errorMessage) ? b.errorMessage : [],
    },
    apiText,
  );
  const parts = [readable.title, ...readable.lines].filter((part) => part.length > 0);
  return parts.length ? parts.join('\n') : fallback;
}

/**
 * The bearer header of a call. A call from a screen left open past the token's expiry is not sent: it fails as a
 * 401 with the Session timeout text, which react-admin shows while checkError leaves for the login page.
 */
function authorise(headers: Headers): Headers {
  const token = getToken();
  if (token && readSession().status === 'expired') {
    const body = { status: 401, title: SESSION_ENDED.title, errorMessage: [SESSION_ENDED.line] };
    throw new HttpError(apiErrorMessage(body, SESSION_ENDED.title), 401, body);
  }
  if (token) headers.set('Authorization', `Bearer ${token}`);
  // Content reads come back in the interface language (the profile's Language, when saved, comes first on the server).
  headers.set('Accept-Language', currentLanguage());
  return headers;
}

/** fetchJson with the bearer token, the 120 s time-out and the spec's error texts. */
export async function httpJson(path: string, options: fetchUtils.Options = {}) {
  const headers = authorise(new Headers(options.headers ?? { Accept: 'application/json' }));
  try {
    return await fetchUtils.fetchJson(`${API_URL}${path}`, {
      ...options,
      headers,
      signal: options.signal ?? AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    if (error instanceof HttpError) {
      const body = error.body as ApiErrorBody | undefined;
      // The body's status may be a string or a number (platform-administration.md §8).
      const status = Number(body?.status ?? error.status) || error.status;
      throw new HttpError(apiErrorMessage(body, error.message), status, body);
    }
    // fetch rejects (TypeError, AbortError) only when no response arrived.
    throw new HttpError(tr('portal.common.networkError'), 0, undefined);
  }
}

/** How much of an upload's body has been sent, 0 to 1. */
export type UploadProgress = (fraction: number) => void;

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Multipart uploads over XMLHttpRequest, whose upload progress events report the bytes really sent (fetch has none):
 * the bearer header, the 120 s time-out and the spec's error texts as httpJson; the browser sets the boundary. The
 * success body is read as `T`, the contract type the caller names.
 */
export function httpForm<T>(
  path: string,
  form: FormData,
  method = 'POST',
  onProgress?: UploadProgress,
  extraHeaders: Record<string, string> = {},
): Promise<{ status: number; json: T }> {
  const headers = authorise(new Headers({ Accept: 'application/json', ...extraHeaders }));
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, `${API_URL}${path}`);
    headers.forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.timeout = TIMEOUT_MS;
    if (onProgress) {
      xhr.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total));
      });
    }
    xhr.addEventListener('load', () => {
      const json = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve({ status: xhr.status, json: json as T });
        return;
      }
      const body = json as ApiErrorBody | undefined;
      const status = Number(body?.status ?? xhr.status) || xhr.status;
      reject(new HttpError(apiErrorMessage(body, xhr.statusText || String(xhr.status)), status, body));
    });
    // No response arrived: the network, the time-out or an abort.
    for (const failure of ['error', 'timeout', 'abort'] as const) {
      xhr.addEventListener(failure, () => reject(new HttpError(tr('portal.common.networkError'), 0, undefined)));
    }
    xhr.send(form);
  });
}

/** A file the API serves behind the bearer header, with the name its Content-Disposition gives. */
export async function httpFile(path: string): Promise<{ blob: Blob; fileName: string | null }> {
  const headers = authorise(new Headers());
  let response: Response;
  try {
    response = await fetch(`${API_URL}${path}`, { headers, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch {
    throw new HttpError(tr('portal.common.networkError'), 0, undefined);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => undefined)) as ApiErrorBody | undefined;
    throw new HttpError(apiErrorMessage(body, response.statusText), response.status, body);
  }
  const fileName = /filename="?([^";]+)"?/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? null;
  return { blob: await response.blob(), fileName };
}
