import type { Language } from '@portal/contracts';
import { MailMessage } from '../mail-queue.service';
import { greeting, portalLink, renderMail } from './layout';
import { fill, mailTexts } from './mail-language';

export interface SignupConfirmationMail {
  to: string;
  firstName: string;
  customerName: string;
  /** The secret, in clear: it exists only in this mail, the database keeps its sha256. */
  token: string;
  validHours: number;
  publicUrl: string;
  /** The sign-up's language (its Accept-Language): no account exists yet to hold one. */
  language?: Language | null;
}

/** A new organisation's sign-up: the link that proves the address and creates the organisation and its admin. */
export function signupConfirmationMail(m: SignupConfirmationMail): MailMessage {
  const language = m.language ?? undefined;
  const t = mailTexts(language).signupConfirmation;
  return renderMail({
    to: m.to,
    language,
    subject: t.subject,
    greeting: greeting(m.firstName, language),
    blocks: [fill(t.intro, { organisation: m.customerName }), fill(t.validity, { hours: m.validHours })],
    action: { label: t.button, url: `${portalLink(m.publicUrl, '/auth/signup/confirm')}?token=${m.token}` },
    footer: t.footer,
  });
}
