import { LOGIN_PATH } from '@portal/contracts';
import { MailMessage } from '../mail-queue.service';
import { greeting, portalLink, renderMail } from './layout';

export interface InvitationWithheldInput {
  to: string;
  firstName?: string | null;
  organisation: string;
  inviterName: string;
  publicUrl: string;
}

/**
 * To the owner of an address that already has an account (in another organisation, or the operator's)
 * when an organisation tries to invite it: no invitation is sent and the organisation is not told,
 * so the person is, and can contact the organisation if they expected it.
 */
export function invitationWithheldMail(input: InvitationWithheldInput): MailMessage {
  return renderMail({
    to: input.to,
    subject: `${input.organisation} tried to invite you to a diagnostic survey`,
    greeting: greeting(input.firstName),
    blocks: [
      `${input.inviterName} of ${input.organisation} tried to invite this email address to answer a survey.`,
      'You already have an account on the portal with this address, so no invitation was sent and your account was not changed. ' +
        `${input.organisation} was not told that you have an account.`,
      'If you expected this invitation, please contact the person who invited you. Otherwise you can ignore this message.',
    ],
    action: { label: 'Log in', url: portalLink(input.publicUrl, LOGIN_PATH) },
  });
}
