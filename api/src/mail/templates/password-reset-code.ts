import type { Language } from '@portal/contracts';
import { MailMessage } from '../mail-queue.service';
import { greeting, portalLink, renderMail } from './layout';
import { fill, mailTexts } from './mail-language';

export interface PasswordResetCodeMail {
  to: string;
  firstName: string;
  /** The 6-digit code, in clear: it exists only in this mail, the database keeps its hash. */
  code: string;
  validMinutes: number;
  publicUrl: string;
  language?: Language | null;
}

/** The forgot-password mail: the code and where to enter it (/auth/verify-token). */
export function passwordResetCodeMail(m: PasswordResetCodeMail): MailMessage {
  const language = m.language ?? undefined;
  const t = mailTexts(language).passwordReset;
  return renderMail({
    to: m.to,
    language,
    subject: t.subject,
    greeting: greeting(m.firstName, language),
    blocks: [t.intro, { text: m.code, strong: true }, fill(t.validity, { minutes: m.validMinutes })],
    action: { label: t.button, url: portalLink(m.publicUrl, '/auth/verify-token') },
    footer: t.footer,
  });
}
