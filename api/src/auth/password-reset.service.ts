import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHmac } from 'node:crypto';
import { DataSource } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { ApiError } from '../common/filters/api-error';
import { MailedCodes, sameText } from '../common/mailed-codes/mailed-codes';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { transaction } from '../database/transaction';
import { MailQueue } from '../mail/mail-queue.service';
import { mailLanguage } from '../mail/templates/mail-language';
import { passwordResetCodeMail } from '../mail/templates/password-reset-code';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { PasswordResetRequestDto } from './dto/auth-responses.dto';
import { burnPasswordCheck, hashPassword } from './password-hasher';
import type { PasswordResetCode } from './password-reset-code.entity';
import { passwordResetCodeTable } from './password-reset-codes.repository';
import { PasswordHooks } from './password-hooks';

const CODE_VALID_MINUTES = 10;
/** New codes per account per hour; further requests answer the same but send nothing (bounds guessing and mail floods). */
const MAX_CODES_PER_HOUR = 5;
/**
 * Every forgot-password call takes at least this long, whatever happened inside, so the
 * response time does not tell whether an email is registered (decisions.md §3).
 */
const MIN_RESPONSE_MS = 250;

export type ResetRequestAnswer = PasswordResetRequestDto;

const INVALID_CODE = () =>
  ApiError.badRequest(['The code is invalid or has expired. Please request a new code.'], 'Invalid code');

/**
 * Forgot password → mailed code → verify → reset (decisions.md §3): a 6-digit code from
 * crypto.randomInt, stored as a keyed hash, valid 10 minutes, single use, 5 wrong tries.
 * Answers never differ between registered and unknown emails, in body, status or timing.
 */
@Injectable()
export class PasswordResetService {
  private readonly codes: MailedCodes<PasswordResetCode>;

  constructor(
    private readonly users: UsersService,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly mail: MailQueue,
    private readonly audit: AuditService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly hooks: PasswordHooks,
  ) {
    this.codes = new MailedCodes(passwordResetCodeTable(dataSource), 'password-reset-code', config.jwtSecret);
  }

  requestCode(email: string, ip?: string): Promise<ResetRequestAnswer> {
    return atLeast(MIN_RESPONSE_MS, async () => {
      const user = await this.activeUser(email);
      if (user && (await this.codes.issuedLastHour(user.id)) < MAX_CODES_PER_HOUR) {
        await transaction(this.dataSource, async (m) => {
          // A new code replaces the earlier ones: only the newest mail works.
          const code = await this.codes.issue(m, user.id, CODE_VALID_MINUTES * 60_000);
          await this.mail.enqueue(
            passwordResetCodeMail({
              to: user.email,
              firstName: user.firstName,
              language: mailLanguage(user.language),
              code,
              validMinutes: CODE_VALID_MINUTES,
              publicUrl: this.config.publicUrl,
            }),
            m,
          );
        });
        await this.audit.record({
          action: 'password.reset.requested',
          actorUserId: user.id,
          customerId: user.customerId,
          ip,
        });
      }
      return { Id: this.requestId(email) };
    });
  }

  verifyCode(email: string, code: string): Promise<ResetRequestAnswer> {
    return atLeast(MIN_RESPONSE_MS, async () => {
      const user = await this.activeUser(email);
      // No transaction needed: the try is charged by one conditional UPDATE.
      if (!user || !(await this.codes.check(this.dataSource.manager, user.id, code, false))) throw INVALID_CODE();
      return { Id: this.requestId(email) };
    });
  }

  resetPassword(id: string, email: string, password: string, code: string, ip?: string): Promise<ResetRequestAnswer> {
    return atLeast(MIN_RESPONSE_MS, async () => {
      const user = await this.activeUser(email);
      if (!user || !sameText(id, this.requestId(email))) {
        await burnPasswordCheck(password);
        throw INVALID_CODE();
      }
      const passwordHash = await hashPassword(password);
      const done = await transaction(this.dataSource, async (m) => {
        if (!(await this.codes.check(m, user.id, code, true))) return false;
        await this.users.setPassword(user.id, passwordHash, m);
        await this.codes.closeOpen(m, user.id);
        await this.hooks.setListener?.passwordSet(user.id, m);
        return true;
      });
      if (!done) throw INVALID_CODE();
      await this.audit.record({ action: 'password.reset', actorUserId: user.id, customerId: user.customerId, ip });
      return { Id: this.requestId(email) };
    });
  }

  private async activeUser(email: string): Promise<User | null> {
    const user = await this.users.findByEmailWithCustomer(email);
    if (!user || !user.isActive) return null;
    if (user.customerId !== null && (!user.customer || !user.customer.isActive)) return null;
    return user;
  }

  /** The same opaque id for an email whether or not it is registered, so the Id reveals nothing. */
  private requestId(email: string): string {
    return createHmac('sha256', this.config.jwtSecret)
      .update(`password-reset-id:${email.trim().toLowerCase()}`)
      .digest('base64url')
      .slice(0, 22);
  }
}

/** Runs work and answers no sooner than `ms` after the start, for success and failure alike. */
async function atLeast<T>(ms: number, work: () => Promise<T>): Promise<T> {
  const floor = new Promise((resolve) => setTimeout(resolve, ms));
  try {
    return await work();
  } finally {
    await floor;
  }
}
