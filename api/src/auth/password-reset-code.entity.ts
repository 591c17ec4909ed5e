import { Entity, Index } from 'typeorm';
import { MailedCodeColumns } from '../common/mailed-codes/mailed-code.columns';

/** A forgot-password code: stored hashed, single use, short-lived, with a count of wrong tries. */
@Entity('password_reset_codes')
@Index('ix_password_reset_codes_user', ['userId', 'id'])
export class PasswordResetCode extends MailedCodeColumns {}
