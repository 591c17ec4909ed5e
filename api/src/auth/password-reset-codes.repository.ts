import type { DataSource, Repository } from 'typeorm';
import { PasswordResetCode } from './password-reset-code.entity';

/**
 * The forgot-password codes' table (password_reset_codes). Its statements are those every table of
 * mailed codes shares (common/mailed-codes/mailed-codes.repository.ts); MailedCodes runs them on the
 * table this repository names.
 */
export function passwordResetCodeTable(dataSource: DataSource): Repository<PasswordResetCode> {
  return dataSource.getRepository(PasswordResetCode);
}
