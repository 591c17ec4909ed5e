import { ArgumentsHost } from '@nestjs/common';

/**
 * The error filter's report of a refused request, in plain fields that read the same under Express
 * and Fastify. The filter lives in a ground folder and may not know the audit module, so the audit
 * module subscribes here instead (one listener per process: the API runs one app per process).
 */
export interface Refusal {
  ip: string | null;
  method: string;
  url: string;
  user: { id: number; email?: string; customerId?: number | null } | null;
  status: number;
  /** A bearer token came with the request (a 401 without one is a plain anonymous call). */
  bearer: boolean;
  multipart: boolean;
  lines: string[];
  /** The lookup found another tenant's record (answered 404 like a missing one). */
  crossTenant: boolean;
}

type Listener = (refusal: Refusal) => void;
let listener: Listener | null = null;
const crossTenant = new WeakSet<object>();

/** Subscribes the one listener; the returned function unsubscribes it (if it is still the one). */
export function onRefusal(next: Listener): () => void {
  listener = next;
  return () => {
    if (listener === next) listener = null;
  };
}

/** Marks an error refusing another tenant's record, so the audit can tell it from a missing one. */
export function markCrossTenant<E extends object>(error: E): E {
  crossTenant.add(error);
  return error;
}

interface RequestLike {
  ip?: string;
  method?: string;
  originalUrl?: string;
  url?: string;
  user?: Refusal['user'];
  headers?: Record<string, string | string[] | undefined>;
}

/** Never throws and never waits: the response does not depend on the audit. */
export function reportRefusal(host: ArgumentsHost, status: number, exception: unknown): void {
  if (!listener || status < 400 || status >= 500) return;
  try {
    const http = host.switchToHttp();
    const req = (typeof http.getRequest === 'function' ? http.getRequest<RequestLike>() : undefined) ?? {};
    const headers = req.headers ?? {};
    const response = (exception as { getResponse?: () => unknown })?.getResponse?.() as
      { errorMessage?: unknown } | undefined;
    listener({
      ip: req.ip ?? null,
      method: req.method ?? '',
      url: req.originalUrl ?? req.url ?? '',
      user: req.user ?? null,
      status,
      bearer: /^bearer\s+\S/i.test(String(headers.authorization ?? '')),
      multipart: /^multipart\//i.test(String(headers['content-type'] ?? '')),
      lines: Array.isArray(response?.errorMessage) ? response.errorMessage.map(String) : [],
      crossTenant: typeof exception === 'object' && exception !== null && crossTenant.has(exception),
    });
  } catch {
    // A broken listener must not turn a refusal into a 500.
  }
}
