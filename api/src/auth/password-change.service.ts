import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { ApiError } from '../common/filters/api-error';
import { transaction } from '../database/transaction';
import { UsersService } from '../users/users.service';
import { AuthUser } from './auth-user';
import { PasswordChangedDto } from './dto/auth-responses.dto';
import { hashPassword, verifyPassword } from './password-hasher';
import { PasswordHooks } from './password-hooks';
import { TokenService } from './token.service';

export type PasswordChanged = PasswordChangedDto;

/** PUT /auth/changepassword/{id}: only for oneself, with the current password. */
@Injectable()
export class PasswordChangeService {
  constructor(
    private readonly users: UsersService,
    private readonly tokens: TokenService,
    private readonly audit: AuditService,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly hooks: PasswordHooks,
  ) {}

  async change(
    caller: AuthUser,
    id: number,
    currentPassword: string,
    newPassword: string,
    ip?: string,
  ): Promise<PasswordChanged> {
    if (id !== caller.id) throw ApiError.forbidden(['You can only change your own password']);
    const user = await this.users.findByIdOrFail(caller.id);
    if (!(await verifyPassword(user.passwordHash, currentPassword))) {
      await this.audit.record({
        action: 'password.change.failed',
        actorUserId: user.id,
        customerId: user.customerId,
        ip,
      });
      // 400, not 401: a wrong current password must not log the caller out.
      throw ApiError.badRequest(['CurrentPassword: The current password is incorrect']);
    }
    if (currentPassword === newPassword)
      throw ApiError.badRequest(['NewPassword: The new password must be different from the current password']);
    const passwordHash = await hashPassword(newPassword);
    await transaction(this.dataSource, async (m) => {
      await this.users.setPassword(user.id, passwordHash, m);
      await this.hooks.setListener?.passwordSet(user.id, m);
    });
    await this.audit.record({ action: 'password.change', actorUserId: user.id, customerId: user.customerId, ip });
    return { token: this.tokens.issue(await this.users.findByIdOrFail(user.id)) };
  }
}
