import type { DataSource, Repository } from 'typeorm';
import { EmailVerificationCode } from './email-verification-code.entity';

/**
 * The e-mail verification codes' table (email_verification_codes). Its statements are those every
 * table of mailed codes shares (common/mailed-codes/mailed-codes.repository.ts); MailedCodes runs them
 * on the table this repository names.
 */
export function emailVerificationCodeTable(dataSource: DataSource): Repository<EmailVerificationCode> {
  return dataSource.getRepository(EmailVerificationCode);
}
