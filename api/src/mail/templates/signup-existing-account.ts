import { MailMessage } from '../mail-queue.service';
import { greeting, portalLink, renderMail } from './layout';

export interface SignupExistingAccountMail {
  to: string;
  firstName: string;
  publicUrl: string;
}

/**
 * Someone signed up with an address that already has an account. The sign-up answered as for a new
 * address (it must not tell who is registered); the owner learns it here, with the ways back in.
 */
export function signupExistingAccountMail(m: SignupExistingAccountMail): MailMessage {
  return renderMail({
    to: m.to,
    subject: 'Someone tried to sign up with your email address',
    greeting: greeting(m.firstName),
    blocks: [
      'Someone just tried to sign up to the Diagnostic Portal with this email address. You already have an account, so no new account was created.',
      `If it was you, log in with your existing password at ${portalLink(m.publicUrl, '/auth/login')}. If you forgot it, set a new one:`,
    ],
    action: { label: 'Reset your password', url: portalLink(m.publicUrl, '/auth/forget-password') },
    footer: 'If it was not you, ignore this mail: your account is unchanged.',
  });
}
