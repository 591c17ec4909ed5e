import type { Language } from '@portal/contracts';
import { MailMessage } from '../mail-queue.service';
import { greeting, portalLink, renderMail } from './layout';
import { fill, mailTexts } from './mail-language';

export interface ResultsPublishedMail {
  to: string;
  firstName?: string | null;
  /** The inquiry's description and its type's name in the recipient's language. */
  inquiry: string;
  survey: string;
  publicUrl: string;
  /** Where the results are read (the customer admin's dashboard). */
  path: string;
  language?: Language | null;
}

/** To a customer admin: the operator published the results of one of the organisation's inquiries. */
export function resultsPublishedMail(m: ResultsPublishedMail): MailMessage {
  const language = m.language ?? undefined;
  const t = mailTexts(language).resultsPublished;
  return renderMail({
    to: m.to,
    language,
    subject: fill(t.subject, { inquiry: m.inquiry }),
    greeting: greeting(m.firstName, language),
    blocks: [fill(t.intro, { inquiry: m.inquiry, survey: m.survey }), t.read, t.closed],
    action: { label: t.button, url: portalLink(m.publicUrl, m.path) },
  });
}
