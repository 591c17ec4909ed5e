import type { Language } from '@portal/contracts';
import { MailMessage } from '../mail-queue.service';
import { greeting, portalLink, renderMail } from './layout';
import { fill, mailTexts } from './mail-language';

export interface EmailVerificationCodeMail {
  to: string;
  firstName: string;
  /** The 6-digit code, in clear: it exists only in this mail, the database keeps its hash. */
  code: string;
  validHours: number;
  publicUrl: string;
  language?: Language | null;
}

/** The address check of a new account: the code to enter on the dashboard after logging in. */
export function emailVerificationCodeMail(m: EmailVerificationCodeMail): MailMessage {
  const language = m.language ?? undefined;
  const t = mailTexts(language).emailVerification;
  return renderMail({
    to: m.to,
    language,
    subject: t.subject,
    greeting: greeting(m.firstName, language),
    blocks: [t.intro, { text: m.code, strong: true }, fill(t.validity, { hours: m.validHours })],
    action: { label: t.button, url: portalLink(m.publicUrl, '/auth/login') },
    footer: t.footer,
  });
}
