import { AsyncLocalStorage } from 'node:async_hooks';
import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { Observable } from 'rxjs';

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
 * records carries the client address (req.ip, which follows TRUST_PROXY), method, path and actor.
 */
@Injectable()
export class AuditRequestInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const req = context.switchToHttp().getRequest<AuditRequest>();
    return new Observable((subscriber) => current.run(req, () => next.handle().subscribe(subscriber)));
  }
}
