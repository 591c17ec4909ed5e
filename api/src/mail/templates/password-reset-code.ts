import { MailMessage } from '../mail-queue.service';
import { greeting, portalLink, renderMail } from './layout';

export interface PasswordResetCodeMail {
  to: string;
  firstName: string;
  /** The 6-digit code, in clear: it exists only in this mail, the database keeps its hash. */
  code: string;
  validMinutes: number;
  publicUrl: string;
}

/** The forgot-password mail: the code and where to enter it (/auth/verify-token). */
export function passwordResetCodeMail(m: PasswordResetCodeMail): MailMessage {
  return renderMail({
    to: m.to,
    subject: 'Your password reset code',
    greeting: greeting(m.firstName),
    blocks: [
      'We received a request to reset the password of your Diagnostic Portal account. Your verification code is:',
      { text: m.code, strong: true },
      `The code is valid for ${m.validMinutes} minutes and can be used once.`,
    ],
    action: { label: 'Enter the code', url: portalLink(m.publicUrl, '/auth/verify-token') },
    footer: 'If you did not ask for a new password, ignore this mail: your password stays unchanged.',
  });
}
