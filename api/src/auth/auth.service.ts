import { Injectable } from '@nestjs/common';
import { AuditService } from '../audit/audit.service';
import { Role } from '../common/domain/roles';
import { ApiError } from '../common/filters/api-error';
import { UsersService } from '../users/users.service';
import type { AuthUser } from './auth-user';
import { LoggedOutDto, LoginResultDto } from './dto/auth-responses.dto';
import { burnPasswordCheck, verifyPassword } from './password-hasher';
import { PasswordHooks } from './password-hooks';
import { SSO_REQUIRED_MESSAGE } from './password-login-policy';
import { TokenService } from './token.service';

export type LoginResult = LoginResultDto;

const LOGIN_FAILED = () => ApiError.unauthorized(['Invalid email or password'], 'Login failed');

@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersService,
    private readonly tokens: TokenService,
    private readonly audit: AuditService,
    private readonly hooks: PasswordHooks,
  ) {}

  async login(username: string, password: string, ip?: string): Promise<LoginResult> {
    const email = username.trim().toLowerCase();
    const user = await this.users.findByEmailWithCustomer(email);
    const valid = user ? await verifyPassword(user.passwordHash, password) : await burnPasswordCheck(password);
    if (!user || !valid) {
      await this.audit.record({
        action: 'login.failed',
        actorUserId: user?.id,
        actorEmail: user?.email,
        customerId: user?.customerId,
        target: email,
        ip,
      });
      throw LOGIN_FAILED();
    }
    // Only a caller who knows the password learns that the account is inactive.
    const customerInactive = user.customerId !== null && (!user.customer || !user.customer.isActive);
    if (!user.isActive || customerInactive) {
      await this.audit.record({
        action: 'login.inactive',
        actorUserId: user.id,
        actorEmail: user.email,
        customerId: user.customerId,
        ip,
      });
      throw ApiError.unauthorized(['Your account is inactive. Please contact your administrator.'], 'Login failed');
    }
    // Checked after the password, like the inactive state: only the account's owner learns the rule.
    if (user.customerId !== null && (await this.hooks.loginPolicy?.requiresSso(user.customerId))) {
      await this.audit.record({
        action: 'login.sso-required',
        outcome: 'refused',
        actorUserId: user.id,
        actorEmail: user.email,
        customerId: user.customerId,
        ip,
      });
      throw ApiError.forbidden([SSO_REQUIRED_MESSAGE], 'Login failed');
    }
    await this.audit.record({
      action: 'login',
      actorUserId: user.id,
      actorEmail: user.email,
      customerId: user.customerId,
      ip,
    });
    return {
      token: this.tokens.issue(user),
      FirstTimeLogin: user.role === Role.CustomerAdmin && user.firstTimeLogin,
    };
  }

  /** Revokes every token of the caller (token version bump): a copied token is dead after log out, on every device. */
  async logout(user: AuthUser, ip?: string): Promise<LoggedOutDto> {
    await this.users.revokeTokens(user.id);
    await this.audit.record({ action: 'logout', actorUserId: user.id, customerId: user.customerId, ip });
    return { LoggedOut: true };
  }
}
