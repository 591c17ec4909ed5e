import type { Language } from '@portal/contracts';
import type { MailMessage } from '../mail/mail-queue.service';
import { greeting, portalLink, renderMail } from '../mail/templates/layout';
import { fill, mailTexts } from '../mail/templates/mail-language';

interface Recipient {
  to: string;
  firstName: string;
  language?: Language | null;
}

/** The code that proves an SSO identity may be linked to this account (the owner reads their own mail). */
export function ssoLinkCodeMail(
  m: Recipient & { code: string; validMinutes: number; identityEmail: string },
): MailMessage {
  const language = m.language ?? undefined;
  const t = mailTexts(language).ssoLinkCode;
  return renderMail({
    to: m.to,
    language,
    subject: t.subject,
    greeting: greeting(m.firstName, language),
    blocks: [
      fill(t.intro, { email: m.identityEmail }),
      { text: m.code, strong: true },
      fill(t.validity, { minutes: m.validMinutes }),
    ],
    footer: t.footer,
  });
}

/** Tells a user their SSO link was dropped because the organisation changed its provider. */
export function ssoUnlinkedMail(m: Recipient & { publicUrl: string }): MailMessage {
  const language = m.language ?? undefined;
  const t = mailTexts(language).ssoUnlinked;
  return renderMail({
    to: m.to,
    language,
    subject: t.subject,
    greeting: greeting(m.firstName, language),
    blocks: [t.intro, t.next],
    action: { label: t.button, url: portalLink(m.publicUrl, '/auth/login') },
  });
}

/** Tells a user their SSO links were dropped because their password was set (reset or changed). */
export function ssoUnlinkedByPasswordMail(m: Recipient & { publicUrl: string }): MailMessage {
  const language = m.language ?? undefined;
  const texts = mailTexts(language);
  const t = texts.ssoUnlinkedByPassword;
  return renderMail({
    to: m.to,
    language,
    subject: t.subject,
    greeting: greeting(m.firstName, language),
    blocks: [t.intro, texts.ssoUnlinked.next],
    action: { label: texts.ssoUnlinked.button, url: portalLink(m.publicUrl, '/auth/login') },
  });
}
