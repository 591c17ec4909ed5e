import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { API_KEY_SCOPE } from '../decorators/api-key-scope.decorator';
import { IS_PUBLIC } from '../decorators/public.decorator';
import { ROLES } from '../decorators/roles.decorator';
import { Role } from '../domain/roles';
import { ApiError } from '../filters/api-error';

/**
 * Global guard after the JWT guard. A non-public route must declare its roles: a route
 * that forgets @Roles is closed to everyone but the super admin, never open by accident. An API key
 * passes only routes that accept one of its scopes.
 */
@Injectable()
export class RolesGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;
    const roles = this.reflector.getAllAndOverride<Role[]>(ROLES, targets) ?? [Role.SuperAdmin];
    const user = context.switchToHttp().getRequest<{ user?: { role: Role; apiKey?: { scopes: string[] } } }>().user;
    // An API key needs the route to accept one of its scopes (@AcceptsApiKey) as well as its user's role.
    if (user?.apiKey) {
      const scope = this.reflector.getAllAndOverride<string | undefined>(API_KEY_SCOPE, targets);
      if (scope && user.apiKey.scopes.includes(scope) && roles.includes(user.role)) return true;
      throw ApiError.forbidden(["This API key's scopes do not cover this call"]);
    }
    if (user && roles.includes(user.role)) return true;
    throw ApiError.forbidden();
  }
}
