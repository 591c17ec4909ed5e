import { type Language, LOGIN_PATH } from '@portal/contracts';
import { MailMessage } from '../mail-queue.service';
import { greeting, portalLink, renderMail } from './layout';
import { fill, mailTexts } from './mail-language';

export interface InvitationWithheldInput {
  to: string;
  firstName?: string | null;
  organisation: string;
  inviterName: string;
  publicUrl: string;
  language?: Language | null;
}

/**
 * To the owner of an address that already has an account (in another organisation, or the operator's)
 * when an organisation tries to invite it: no invitation is sent and the organisation is not told,
 * so the person is, and can contact the organisation if they expected it.
 */
export function invitationWithheldMail(input: InvitationWithheldInput): MailMessage {
  const language = input.language ?? undefined;
  const t = mailTexts(language).invitationWithheld;
  const params = { organisation: input.organisation, inviter: input.inviterName };
  return renderMail({
    to: input.to,
    language,
    subject: fill(t.subject, params),
    greeting: greeting(input.firstName, language),
    blocks: [fill(t.tried, params), fill(t.existing, params), t.contact],
    action: { label: t.button, url: portalLink(input.publicUrl, LOGIN_PATH) },
  });
}
