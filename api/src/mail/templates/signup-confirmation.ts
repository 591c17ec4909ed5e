import { SIGNUP_CONFIRM_PATH } from '@portal/contracts';
import { MailMessage } from '../mail-queue.service';
import { greeting, portalLink, renderMail } from './layout';

export interface SignupConfirmationMail {
  to: string;
  firstName: string;
  customerName: string;
  /** The secret, in clear: it exists only in this mail, the database keeps its sha256. */
  token: string;
  validHours: number;
  publicUrl: string;
}

/** A new organisation's sign-up: the link that proves the address and creates the organisation and its admin. */
export function signupConfirmationMail(m: SignupConfirmationMail): MailMessage {
  return renderMail({
    to: m.to,
    subject: 'Confirm your sign-up',
    greeting: greeting(m.firstName),
    blocks: [
      `Thank you for signing up ${m.customerName} to the Diagnostic Portal. To confirm that this address is yours and create your account, open this link:`,
      `The link works once and for ${m.validHours} hours. Until you open it, no account exists and you cannot log in.`,
    ],
    action: { label: 'Confirm your sign-up', url: `${portalLink(m.publicUrl, SIGNUP_CONFIRM_PATH)}?token=${m.token}` },
    footer: 'If you did not sign up, ignore this mail: nothing is created without the link.',
  });
}
