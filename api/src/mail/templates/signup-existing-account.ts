import type { Language } from '@portal/contracts';
import { MailMessage } from '../mail-queue.service';
import { greeting, portalLink, renderMail } from './layout';
import { fill, mailTexts } from './mail-language';

export interface SignupExistingAccountMail {
  to: string;
  firstName: string;
  publicUrl: string;
  language?: Language | null;
}

/**
 * Someone signed up with an address that already has an account. The sign-up answered as for a new
 * address (it must not tell who is registered); the owner learns it here, with the ways back in.
 */
export function signupExistingAccountMail(m: SignupExistingAccountMail): MailMessage {
  const language = m.language ?? undefined;
  const t = mailTexts(language).signupExistingAccount;
  return renderMail({
    to: m.to,
    language,
    subject: t.subject,
    greeting: greeting(m.firstName, language),
    blocks: [t.intro, fill(t.ifYou, { link: portalLink(m.publicUrl, '/auth/login') })],
    action: { label: t.button, url: portalLink(m.publicUrl, '/auth/forget-password') },
    footer: t.footer,
  });
}
