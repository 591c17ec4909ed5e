import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import type { CheckedTarget } from './webhook-target';

/** Response bodies are kept (and read) up to this many bytes. */
export const ANSWER_BODY_LIMIT = 1024;
export const SEND_TIMEOUT_MS = 5000;

export interface SendOutcome {
  ok: boolean;
  /** "<status> <body, at most 1 KB>" or why nothing came back. */
  answer: string;
}

/**
 * POSTs one delivery to the address the target was checked at (the Host header and TLS name stay the
 * URL's). 2xx is success; a redirect is not followed and counts as a failure; the whole exchange
 * must finish within the time-out; at most 1 KB of the answer is read, the rest is dropped unread.
 */
export function sendWebhook(
  target: CheckedTarget,
  body: string,
  headers: Record<string, string>,
  timeoutMs = SEND_TIMEOUT_MS,
): Promise<SendOutcome> {
  const { url, address } = target;
  const https = url.protocol === 'https:';
  const hostname = url.hostname.replace(/^\[(.*)\]$/, '$1');
  return new Promise((resolve) => {
    let settled = false;
    const finish = (outcome: SendOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      req.destroy();
      resolve(outcome);
    };
    const req = (https ? httpsRequest : httpRequest)(
      {
        method: 'POST',
        host: address,
        port: url.port || (https ? 443 : 80),
        path: `${url.pathname}${url.search}`,
        agent: false,
        ...(https && !isIP(hostname) ? { servername: hostname } : {}),
        headers: {
          ...headers,
          Host: url.host,
          'Content-Type': 'application/json',
          'Content-Length': String(Buffer.byteLength(body)),
          'User-Agent': 'DiagnosticPortal-Webhooks/1',
        },
      },
      (res) => {
        const status = res.statusCode ?? 0;
        const chunks: Buffer[] = [];
        let size = 0;
        const done = () => {
          const text = Buffer.concat(chunks).subarray(0, ANSWER_BODY_LIMIT).toString('utf8');
          if (status >= 300 && status < 400)
            finish({
              ok: false,
              answer: `${status} redirect to ${String(res.headers.location ?? '?').slice(0, 200)} not followed`,
            });
          else finish({ ok: status >= 200 && status < 300, answer: `${status} ${text}`.trimEnd() });
        };
        res.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          size += chunk.length;
          if (size >= ANSWER_BODY_LIMIT) done();
        });
        res.on('end', done);
        res.on('error', done);
      },
    );
    const timer = setTimeout(() => finish({ ok: false, answer: `No answer within ${timeoutMs / 1000} s` }), timeoutMs);
    req.on('error', (err) => finish({ ok: false, answer: `Connection failed: ${err.message}`.slice(0, 300) }));
    req.end(body);
  });
}
