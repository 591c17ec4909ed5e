import type { Language } from '@portal/contracts';
import { MailMessage } from '../mail-queue.service';
import { greeting, portalLink, renderMail } from './layout';
import { fill, mailTexts } from './mail-language';

export interface CustomQuestionReviewedMail {
  to: string;
  firstName?: string | null;
  /** The question's title and its inquiry's description, as the author wrote them. */
  question: string;
  inquiry: string;
  status: 'Approved' | 'Reject';
  /** The reviewer's reason of a Reject (null: none given). */
  reason: string | null;
  publicUrl: string;
  /** The author's view of the question (the list of their custom questions, or the question's edit screen). */
  path: string;
  language?: Language | null;
}

/** To the customer admin who wrote a custom question: the operator approved it, or rejected it (with the reason). */
export function customQuestionReviewedMail(m: CustomQuestionReviewedMail): MailMessage {
  const language = m.language ?? undefined;
  const texts = mailTexts(language);
  const params = { question: m.question, inquiry: m.inquiry };
  if (m.status === 'Approved') {
    const t = texts.customQuestionApproved;
    return renderMail({
      to: m.to,
      language,
      subject: t.subject,
      greeting: greeting(m.firstName, language),
      blocks: [fill(t.intro, params), t.scope],
      action: { label: t.button, url: portalLink(m.publicUrl, m.path) },
    });
  }
  const t = texts.customQuestionRejected;
  return renderMail({
    to: m.to,
    language,
    subject: t.subject,
    greeting: greeting(m.firstName, language),
    blocks: [fill(t.intro, params), m.reason ? { text: fill(t.reason, { reason: m.reason }) } : t.noReason, t.next],
    action: { label: t.button, url: portalLink(m.publicUrl, m.path) },
  });
}
