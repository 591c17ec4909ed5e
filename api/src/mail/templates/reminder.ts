import { roleHome } from '@portal/contracts';
import { MailMessage } from '../mail-queue.service';
import { greeting, portalLink, renderMail } from './layout';

export interface ReminderMail {
  to: string;
  firstName?: string | null;
  organisation: string;
  /** The inquiry's type name and description, as the respondent sees them in the survey list. */
  inquiryTypeName: string;
  description: string;
  /** The date the form expires; shown as YYYY-MM-DD (UTC). */
  expiryDate: Date | null;
  publicUrl: string;
  /** Where the link goes: the staff dashboard by default, the staff sign-up path for a respondent without an account. */
  path?: string;
}

const day = (d: Date) => d.toISOString().slice(0, 10);

/** A reminder to a respondent whose survey form is not completed yet. */
export function reminderMail(m: ReminderMail): MailMessage {
  const blocks = [
    `This is a reminder from ${m.organisation}: your survey form for "${m.inquiryTypeName}" (${m.description}) is not completed yet.`,
  ];
  if (m.expiryDate) blocks.push(`Please complete it before ${day(m.expiryDate)}; after that date the form can no longer be saved.`);
  blocks.push('Save as Draft keeps your answers editable; Submit makes them final.');
  return renderMail({
    to: m.to,
    subject: `Reminder: your survey form for ${m.inquiryTypeName}`,
    greeting: greeting(m.firstName),
    blocks,
    action: { label: 'Open your survey forms', url: portalLink(m.publicUrl, m.path ?? roleHome('CustomerUser')) },
  });
}
