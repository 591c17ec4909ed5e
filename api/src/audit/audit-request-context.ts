import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, RouteOptions } from 'fastify';

/** What an audit entry takes from the request it happens in; the same fields under Express and Fastify. */
export interface AuditRequest {
  ip?: string;
  method?: string;
  originalUrl?: string;
  url?: string;
  user?: { id?: number; email?: string; customerId?: number | null };
}

const current = new AsyncLocalStorage<AuditRequest>();

/** The request being handled here, if any (not in timers). */
export const currentAuditRequest = (): AuditRequest | undefined => current.getStore();

/**
 * Makes the request visible to AuditService.record for the whole handler, so every event a service
 * records carries the client address (req.ip, which follows TRUST_PROXY), method, path and actor (read
 * when recorded: the guards set req.user). Wraps each route's handler when Fastify registers it (a Nest
 * interceptor would cost every route its own async resource and observable chain); must be added before
 * the routes are registered.
 */
export function provideAuditRequestContext(fastify: FastifyInstance): void {
  fastify.addHook('onRoute', (route: RouteOptions) => {
    const handler = route.handler;
    route.handler = function auditedHandler(req, reply) {
      return current.run(req, () => handler.call(this, req, reply));
    };
  });
}
