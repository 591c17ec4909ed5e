import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { EntityManager, IsNull, MoreThan, Repository } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { ApiError } from '../common/filters/api-error';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { MailQueue } from '../mail/mail-queue.service';
import { mailLanguage } from '../mail/templates/mail-language';
import { passwordResetCodeMail } from '../mail/templates/password-reset-code';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { PasswordResetRequestDto } from './dto/auth-responses.dto';
import { burnPasswordCheck, hashPassword } from './password-hasher';
import { PasswordResetCode } from './password-reset-code.entity';

const CODE_VALID_MINUTES = 10;
const MAX_WRONG_TRIES = 5;
/** New codes per account per hour; further requests answer the same but send nothing (bounds guessing and mail floods). */
const MAX_CODES_PER_HOUR = 5;
/**
 * Every forgot-password call takes at least this long, whatever happened inside, so the
 * response time does not tell whether an email is registered (decisions.md §3).
 */
const MIN_RESPONSE_MS = 250;

export type ResetRequestAnswer = PasswordResetRequestDto;

const INVALID_CODE = () => ApiError.badRequest(['The code is invalid or has expired. Please request a new code.'], 'Invalid code');

/**
 * Forgot password → mailed code → verify → reset (decisions.md §3): a 6-digit code from
 * crypto.randomInt, stored as a keyed hash, valid 10 minutes, single use, 5 wrong tries.
 * Answers never differ between registered and unknown emails, in body, status or timing.
 */
@Injectable()
export class PasswordResetService {
  constructor(
    private readonly users: UsersService,
    @InjectRepository(PasswordResetCode) private readonly codes: Repository<PasswordResetCode>,
    private readonly mail: MailQueue,
    private readonly audit: AuditService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  requestCode(email: string, ip?: string): Promise<ResetRequestAnswer> {
    return atLeast(MIN_RESPONSE_MS, async () => {
      const user = await this.activeUser(email);
      if (user && (await this.codesIssuedLastHour(user.id)) < MAX_CODES_PER_HOUR) {
        const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
        const now = new Date();
        await this.codes.manager.transaction(async (m) => {
          // A new code replaces the earlier ones: only the newest mail works.
          await m.update(PasswordResetCode, { userId: user.id, usedAt: IsNull() }, { usedAt: now });
          await m.insert(PasswordResetCode, {
            userId: user.id,
            codeHash: this.codeHash(user.id, code),
            expiresAt: new Date(now.getTime() + CODE_VALID_MINUTES * 60_000),
            failedAttempts: 0,
            usedAt: null,
          });
          await this.mail.enqueue(
            passwordResetCodeMail({ to: user.email, firstName: user.firstName, language: mailLanguage(user.language), code, validMinutes: CODE_VALID_MINUTES, publicUrl: this.config.publicUrl }),
            m,
          );
        });
        await this.audit.record({ action: 'password.reset.requested', actorUserId: user.id, customerId: user.customerId, ip });
      }
      return { Id: this.requestId(email) };
    });
  }

  verifyCode(email: string, code: string): Promise<ResetRequestAnswer> {
    return atLeast(MIN_RESPONSE_MS, async () => {
      const user = await this.activeUser(email);
      // No transaction needed: the try is charged by one conditional UPDATE.
      if (!user || !(await this.checkCode(this.codes.manager, user.id, code, false))) throw INVALID_CODE();
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
      const done = await this.codes.manager.transaction(async (m) => {
        if (!(await this.checkCode(m, user.id, code, true))) return false;
        await this.users.setPassword(user.id, passwordHash, m);
        await m.update(PasswordResetCode, { userId: user.id, usedAt: IsNull() }, { usedAt: new Date() });
        return true;
      });
      if (!done) throw INVALID_CODE();
      await this.audit.record({ action: 'password.reset', actorUserId: user.id, customerId: user.customerId, ip });
      return { Id: this.requestId(email) };
    });
  }

  /**
   * Checks the newest open code of a user. A try is charged before comparing (a conditional
   * UPDATE), so parallel guesses cannot exceed the 5 tries; a right code gets its try back
   * (verify) or is marked used (reset).
   */
  private async checkCode(m: EntityManager, userId: number, code: string, consume: boolean): Promise<boolean> {
    const row = await m.findOne(PasswordResetCode, { where: { userId, usedAt: IsNull() }, order: { id: 'DESC' } });
    if (!row || row.expiresAt.getTime() <= Date.now()) return false;
    const charged = await m
      .createQueryBuilder()
      .update(PasswordResetCode)
      .set({ failedAttempts: () => 'failed_attempts + 1' })
      .where('id = :id AND failed_attempts < :max AND used_at IS NULL', { id: row.id, max: MAX_WRONG_TRIES })
      .execute();
    if (charged.affected !== 1) return false;
    if (!sameText(this.codeHash(userId, code), row.codeHash)) return false;
    await m.update(PasswordResetCode, { id: row.id }, consume ? { usedAt: new Date() } : { failedAttempts: () => 'failed_attempts - 1' });
    return true;
  }

  private async activeUser(email: string): Promise<User | null> {
    const user = await this.users.findByEmailWithCustomer(email);
    if (!user || !user.isActive) return null;
    if (user.customerId !== null && (!user.customer || !user.customer.isActive)) return null;
    return user;
  }

  private codesIssuedLastHour(userId: number): Promise<number> {
    return this.codes.count({ where: { userId, createdAt: MoreThan(new Date(Date.now() - 3_600_000)) } });
  }

  /** A keyed hash: the database alone does not let anyone try the million codes offline. */
  private codeHash(userId: number, code: string): string {
    return createHmac('sha256', this.config.jwtSecret).update(`password-reset-code:${userId}:${code}`).digest('base64url');
  }

  /** The same opaque id for an email whether or not it is registered, so the Id reveals nothing. */
  private requestId(email: string): string {
    return createHmac('sha256', this.config.jwtSecret).update(`password-reset-id:${email.trim().toLowerCase()}`).digest('base64url').slice(0, 22);
  }
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
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
