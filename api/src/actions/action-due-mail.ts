import type { Language } from '@portal/contracts';
import type { MailMessage } from '../mail/mail-queue.service';
import { greeting, portalLink, renderMail } from '../mail/templates/layout';
import { fill, mailDay, mailTexts } from '../mail/templates/mail-language';

export interface ActionDueMail {
  kind: 'dueSoon' | 'overdue';
  to: string;
  firstName?: string | null;
  action: string;
  inquiry: string;
  /** YYYY-MM-DD. */
  dueDate: string;
  publicUrl: string;
  /** The portal page the button opens (ownerActionPath). */
  path: string;
  language?: Language | null;
}

/** To an action's owner: its due date is near, or has passed while the action is neither done nor dropped. */
export function actionDueMail(m: ActionDueMail): MailMessage {
  const language = m.language ?? undefined;
  const texts = mailTexts(language);
  const t = m.kind === 'dueSoon' ? texts.actionDueSoon : texts.actionOverdue;
  const params = {
    action: m.action,
    inquiry: m.inquiry,
    due: mailDay(new Date(`${m.dueDate}T12:00:00Z`), language),
  };
  return renderMail({
    to: m.to,
    language,
    subject: fill(t.subject, params),
    greeting: greeting(m.firstName, language),
    blocks: [fill(t.intro, params), t.next],
    action: { label: texts.actionAssigned.button, url: portalLink(m.publicUrl, m.path) },
  });
}
