import { Entity, Index } from 'typeorm';
import { MailedCodeColumns } from '../common/mailed-codes/mailed-code.columns';

/** A code mailed to prove an account's address: stored hashed, single use, short-lived, with a count of wrong tries. */
@Entity('email_verification_codes')
@Index('ix_email_verification_codes_user', ['userId', 'id'])
export class EmailVerificationCode extends MailedCodeColumns {}
