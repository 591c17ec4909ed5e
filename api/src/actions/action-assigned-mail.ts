import type { Language } from '@portal/contracts';
import type { MailMessage } from '../mail/mail-queue.service';
import { greeting, portalLink, renderMail } from '../mail/templates/layout';
import { fill, mailDay, mailTexts } from '../mail/templates/mail-language';

export interface ActionAssignedMail {
  to: string;
  firstName?: string | null;
  /** Who assigned it (first and last name). */
  assigner: string;
  action: string;
  inquiry: string;
  /** YYYY-MM-DD, or null. */
  dueDate: string | null;
  publicUrl: string;
  /** The portal page the button opens (ownerActionPath). */
  path: string;
  language?: Language | null;
}

/** To the new owner of an action: who made them its owner, on which results, and by when. */
export function actionAssignedMail(m: ActionAssignedMail): MailMessage {
  const language = m.language ?? undefined;
  const t = mailTexts(language).actionAssigned;
  const params = { assigner: m.assigner, action: m.action, inquiry: m.inquiry };
  return renderMail({
    to: m.to,
    language,
    subject: fill(t.subject, params),
    greeting: greeting(m.firstName, language),
    blocks: [
      fill(t.intro, params),
      m.dueDate ? fill(t.due, { due: mailDay(new Date(`${m.dueDate}T12:00:00Z`), language) }) : t.noDue,
      t.next,
    ],
    action: { label: t.button, url: portalLink(m.publicUrl, m.path) },
  });
}
