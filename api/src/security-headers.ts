import type { FastifyReply, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import { framedBySameOrigin } from '@portal/contracts';

const directives = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  // MUI and emotion inject style elements at run time.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
};

const policies = (frameAncestors: string[]) => ({
  overHttps: helmet({
    contentSecurityPolicy: { directives: { ...directives, frameAncestors, upgradeInsecureRequests: [] } },
  }),
  overHttp: helmet({
    contentSecurityPolicy: { directives: { ...directives, frameAncestors, upgradeInsecureRequests: null } },
    strictTransportSecurity: false,
  }),
});
const unframed = policies(directives.frameAncestors);
// The backoffice's form preview frames this one survey-app page; helmet's X-Frame-Options is SAMEORIGIN already.
const framedBySelf = policies(["'self'"]);

/**
 * Helmet's headers (set on the raw response, which Fastify keeps when it writes its own); HSTS and
 * upgrade-insecure-requests only on an answer to an HTTPS request (the socket, or X-Forwarded-Proto
 * from a proxy TRUST_PROXY names), since on plain HTTP (a localhost install) they would send the
 * browser to an HTTPS port nobody serves.
 */
export function securityHeaders(req: FastifyRequest, reply: FastifyReply, done: (err?: Error) => void): void {
  const { overHttps, overHttp } = framedBySameOrigin(req.url.split('?')[0]) ? framedBySelf : unframed;
  (req.protocol === 'https' ? overHttps : overHttp)(req.raw, reply.raw, (err?: unknown) =>
    done(err as Error | undefined),
  );
}
