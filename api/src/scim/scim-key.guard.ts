import { CanActivate, ExecutionContext, Injectable, NestInterceptor, CallHandler } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { Observable } from 'rxjs';
import { ApiError } from '../common/filters/api-error';
import { SCIM_CONTENT_TYPE } from './scim-schemas';

/**
 * SCIM takes an API key with the scim scope and nothing else: the global guards have already checked the key and its
 * scope, and let a customer admin's session through as well, which is refused here. An identity provider holds a
 * long-lived secret of its own; a person's session is never a directory sync.
 */
@Injectable()
export class ScimKeyGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const user = context.switchToHttp().getRequest<{ user?: { apiKey?: { scopes: string[] } } }>().user;
    if (user?.apiKey?.scopes.includes('scim')) return true;
    throw ApiError.forbidden(['SCIM takes only an API key with the scim scope']);
  }
}

/** Answers of /scim/v2 are application/scim+json (RFC 7644 §3.1) and, being personal data, never cached. */
@Injectable()
export class ScimContentType implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    context
      .switchToHttp()
      .getResponse<FastifyReply>()
      .header('Content-Type', SCIM_CONTENT_TYPE)
      .header('Cache-Control', 'no-store');
    return next.handle();
  }
}
