import { ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { IS_PUBLIC } from '../decorators/public.decorator';
import { ApiError } from '../filters/api-error';

/** Global guard: deny by default, @Public() opens a route. */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override canActivate(context: ExecutionContext) {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()]);
    return isPublic ? true : super.canActivate(context);
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
