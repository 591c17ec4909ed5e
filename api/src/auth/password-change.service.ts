import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { ApiError } from '../common/filters/api-error';
import { User } from '../users/user.entity';
import { AuthUser } from './auth-user';
import { hashPassword, verifyPassword } from './password-hasher';
import { TokenService } from './token.service';

export interface PasswordChanged {
  /** A fresh token: the change revokes every earlier token, this one keeps the caller logged in. */
  token: string;
}

/** PUT /auth/changepassword/{id}: only for oneself, with the current password. */
@Injectable()
export class PasswordChangeService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly tokens: TokenService,
    private readonly audit: AuditService,
  ) {}

  async change(caller: AuthUser, id: number, currentPassword: string, newPassword: string, ip?: string): Promise<PasswordChanged> {
    if (id !== caller.id) throw ApiError.forbidden(['You can only change your own password']);
    const user = await this.users.findOneByOrFail({ id: caller.id });
    if (!(await verifyPassword(user.passwordHash, currentPassword))) {
      await this.audit.record({ action: 'password.change.failed', actorUserId: user.id, customerId: user.customerId, ip });
      // 400, not 401: a wrong current password must not log the caller out.
      throw ApiError.badRequest(['CurrentPassword: The current password is incorrect']);
    }
    if (currentPassword === newPassword) throw ApiError.badRequest(['NewPassword: The new password must be different from the current password']);
    await this.users.update({ id: user.id }, { passwordHash: await hashPassword(newPassword), tokenVersion: user.tokenVersion + 1 });
    await this.audit.record({ action: 'password.change', actorUserId: user.id, customerId: user.customerId, ip });
    return { token: this.tokens.issue(await this.users.findOneByOrFail({ id: user.id })) };
  }
}
