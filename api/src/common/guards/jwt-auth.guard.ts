import { ExecutionContext, Inject, Injectable, Optional } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { API_KEY_PREFIX } from '@portal/contracts';
import { IS_PUBLIC } from '../decorators/public.decorator';
import { ApiError } from '../filters/api-error';
import { API_KEY_AUTHENTICATOR, type ApiKeyAuthenticator, type ApiKeyRequest } from './api-key-authenticator';

// A JWT starts with "eyJ", never with the key prefix: a normal token never causes a key lookup.
const API_KEY_BEARER = new RegExp(`^bearer\\s+(${API_KEY_PREFIX}\\S*)$`, 'i');

/** Global guard: deny by default, @Public() opens a route. */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  constructor(
    private readonly reflector: Reflector,
    @Optional() @Inject(API_KEY_AUTHENTICATOR) private readonly apiKeys?: ApiKeyAuthenticator,
  ) {
    super();
  }

  override canActivate(context: ExecutionContext) {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()]);
    if (isPublic) return true;
    const req = context
      .switchToHttp()
      .getRequest<ApiKeyRequest & { headers: Record<string, unknown>; user?: unknown }>();
    const key =
      this.apiKeys && typeof req.headers.authorization === 'string'
        ? API_KEY_BEARER.exec(req.headers.authorization)?.[1]
        : undefined;
    if (key) return this.apiKeys!.authenticate(key, req).then((caller) => ((req.user = caller), true));
    return super.canActivate(context);
  }

  override handleRequest<T>(err: unknown, user: T, info: unknown): T {
    if (err instanceof ApiError) throw err;
    // A failure to check the token (the database is down or busy) is no reason to log the user out.
    if (err && !(err instanceof Error && /token|jwt/i.test(err.name))) throw err;
    if (err || !user) {
      const expired = (info as { name?: string } | undefined)?.name === 'TokenExpiredError';
      throw ApiError.unauthorized(expired ? ['Session timeout', 'Please login again'] : ['Please login again']);
    }
    return user;
  }
}
