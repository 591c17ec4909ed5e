import { MailMessage } from '../mail-queue.service';
import { greeting, portalLink, renderMail } from './layout';

export interface EmailVerificationCodeMail {
  to: string;
  firstName: string;
  /** The 6-digit code, in clear: it exists only in this mail, the database keeps its hash. */
  code: string;
  validHours: number;
  publicUrl: string;
}

/** The address check of a new account: the code to enter on the dashboard after logging in. */
export function emailVerificationCodeMail(m: EmailVerificationCodeMail): MailMessage {
  return renderMail({
    to: m.to,
    subject: 'Verify your email address',
    greeting: greeting(m.firstName),
    blocks: [
      'Thank you for signing up to the Diagnostic Portal. To confirm that this address is yours, enter this code on your dashboard after you log in:',
      { text: m.code, strong: true },
      `The code is valid for ${m.validHours} hours. Until the address is verified, the portal sends no invitations in your organisation's name.`,
    ],
    action: { label: 'Log in', url: portalLink(m.publicUrl, '/auth/login') },
    footer: 'If you did not sign up, ignore this mail: nothing is sent in your name.',
  });
}
