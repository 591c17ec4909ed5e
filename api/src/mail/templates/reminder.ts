import { type Language, roleHome } from '@portal/contracts';
import { MailMessage } from '../mail-queue.service';
import { greeting, portalLink, renderMail } from './layout';
import { fill, mailDay, mailTexts } from './mail-language';

export interface ReminderMail {
  to: string;
  firstName?: string | null;
  organisation: string;
  /** The inquiry's type name and description, as the respondent sees them in the survey list. */
  inquiryTypeName: string;
  description: string;
  /** The date the form expires; shown as YYYY-MM-DD (UTC) in English, in the language's date format otherwise. */
  expiryDate: Date | null;
  publicUrl: string;
  /** Where the link goes: the staff dashboard by default, the staff sign-up path for a respondent without an account. */
  path?: string;
  language?: Language | null;
}

/** A reminder to a respondent whose survey form is not completed yet. */
export function reminderMail(m: ReminderMail): MailMessage {
  const language = m.language ?? undefined;
  const t = mailTexts(language).reminder;
  const blocks = [
    fill(t.intro, { organisation: m.organisation, survey: m.inquiryTypeName, description: m.description }),
  ];
  if (m.expiryDate) blocks.push(fill(t.due, { date: mailDay(m.expiryDate, language) }));
  blocks.push(t.drafts);
  return renderMail({
    to: m.to,
    language,
    subject: fill(t.subject, { survey: m.inquiryTypeName }),
    greeting: greeting(m.firstName, language),
    blocks,
    action: { label: t.button, url: portalLink(m.publicUrl, m.path ?? roleHome('CustomerUser')) },
  });
}
