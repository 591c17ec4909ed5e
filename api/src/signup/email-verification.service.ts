import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import type { AuthUser } from '../auth/auth-user';
import { ApiError } from '../common/filters/api-error';
import { MailedCodes } from '../common/mailed-codes/mailed-codes';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { transaction } from '../database/transaction';
import { MailQueue } from '../mail/mail-queue.service';
import { emailVerificationCodeMail } from '../mail/templates/email-verification-code';
import { mailLanguage } from '../mail/templates/mail-language';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { EmailVerificationStatusDto } from './dto/email-verification.dto';
import type { EmailVerificationCode } from './email-verification-code.entity';
import { emailVerificationCodeTable } from './email-verification-codes.repository';

const CODE_VALID_HOURS = 24;
/** New codes per account per hour: bounds both guessing (5 × 5 tries) and mail to the address. */
const MAX_CODES_PER_HOUR = 5;

const INVALID_CODE = () =>
  ApiError.badRequest(['The code is invalid or has expired. Please ask for a new code.'], 'Invalid code');

export type EmailVerificationStatus = EmailVerificationStatusDto;

/**
 * Proves that a new account's address is its owner's: a 6-digit code (crypto.randomInt), stored as
 * a keyed hash, valid 24 hours, single use, 5 wrong tries. Verifying sets the user's IsVerified,
 * which lets their organisation send invitations.
 */
@Injectable()
export class EmailVerificationService {
  private readonly codes: MailedCodes<EmailVerificationCode>;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly mail: MailQueue,
    private readonly audit: AuditService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.codes = new MailedCodes(emailVerificationCodeTable(dataSource), 'email-verification-code', config.jwtSecret);
  }

  async status(caller: AuthUser): Promise<EmailVerificationStatus> {
    const user = await this.users.findByIdOrFail(caller.id);
    return this.answer(
      user,
      user.isVerified ? 'Your email address is verified' : `Enter the code we mailed to ${user.email}`,
    );
  }

  /** Queues a code mail inside the caller's transaction; a newer code replaces the earlier ones. */
  async issue(
    user: Pick<User, 'id' | 'email' | 'firstName'> & Partial<Pick<User, 'language'>>,
    m: EntityManager,
  ): Promise<void> {
    const code = await this.codes.issue(m, user.id, CODE_VALID_HOURS * 3_600_000);
    await this.mail.enqueue(
      emailVerificationCodeMail({
        to: user.email,
        firstName: user.firstName,
        language: mailLanguage(user.language),
        code,
        validHours: CODE_VALID_HOURS,
        publicUrl: this.config.publicUrl,
      }),
      m,
    );
  }

  async resend(caller: AuthUser): Promise<EmailVerificationStatus> {
    const user = await this.users.findByIdOrFail(caller.id);
    if (user.isVerified) throw ApiError.conflict(['Your email address is already verified'], 'Already verified');
    const recent = await this.codes.issuedLastHour(user.id);
    if (recent >= MAX_CODES_PER_HOUR) {
      throw new ApiError(429, 'Too Many Requests', [
        `You asked for ${MAX_CODES_PER_HOUR} codes in the last hour. Please use the newest mail, or wait and try again.`,
      ]);
    }
    await transaction(this.dataSource, (m) => this.issue(user, m));
    await this.audit.record({
      action: 'email.verification.sent',
      actorUserId: user.id,
      customerId: user.customerId,
      target: user.email,
    });
    return this.answer(user, `We sent a new code to ${user.email}`);
  }

  async verify(caller: AuthUser, code: string): Promise<EmailVerificationStatus> {
    const user = await this.users.findByIdOrFail(caller.id);
    if (user.isVerified) return this.answer(user, 'Your email address is verified');
    const done = await transaction(this.dataSource, async (m) => {
      if (!(await this.codes.check(m, user.id, code, true))) return false;
      await this.users.markVerified(user.id, m);
      return true;
    });
    if (!done) throw INVALID_CODE();
    await this.audit.record({
      action: 'user.verified',
      actorUserId: user.id,
      customerId: user.customerId,
      target: user.email,
    });
    return this.answer({ ...user, isVerified: true }, 'Your email address is verified');
  }

  private answer(user: Pick<User, 'email' | 'isVerified'>, message: string): EmailVerificationStatus {
    return { Email: user.email, IsVerified: user.isVerified, Message: message };
  }
}
