import type { Language } from '@portal/contracts';
import type { MailMessage } from '../mail-queue.service';
import { escapeHtml } from './layout';
import { fill, mailDay, mailLanguage, mailTexts } from './mail-language';

export interface InvitationMailInput {
  to: string;
  organisation: string;
  inviterName: string;
  inquiryDescription: string;
  expiryDate: Date;
  /** The staff sign-up link (new people) or the login link (people who already have an account). */
  link: string;
  language?: Language | null;
  /** MIN_RESPONDENTS: the smallest group whose results the organisation sees, told to the respondent. */
  minRespondents: number;
  /** About how long the form takes (expectedAnswerMinutes of its questions). */
  minutes: number;
}

/** A catalogue text as HTML: the text escaped, its values escaped, the `strong` ones emphasised. */
function htmlText(text: string, params: Record<string, string>, strong: string[] = []): string {
  const values = Object.fromEntries(
    Object.entries(params).map(([k, v]) => [
      k,
      strong.includes(k) ? `<strong>${escapeHtml(v)}</strong>` : escapeHtml(v),
    ]),
  );
  return fill(escapeHtml(text), values);
}

function layout(
  language: Language,
  title: string,
  paragraphs: string[],
  button: { label: string; href: string },
): string {
  return [
    `<!doctype html><html lang="${language}"><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2933;line-height:1.5">`,
    `<h2 style="margin:0 0 16px">${escapeHtml(title)}</h2>`,
    ...paragraphs.map((p) => `<p>${p}</p>`),
    `<p><a href="${escapeHtml(button.href)}" style="display:inline-block;padding:10px 18px;background:#1565c0;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(button.label)}</a></p>`,
    `<p style="font-size:12px;color:#6b7280">${escapeHtml(mailTexts(language).common.buttonFallback)}<br>${escapeHtml(button.href)}</p>`,
    '</body></html>',
  ].join('\n');
}

const paramsOf = (input: InvitationMailInput, language: Language) => ({
  inviter: input.inviterName,
  organisation: input.organisation,
  survey: input.inquiryDescription,
  date: mailDay(input.expiryDate, language),
});

/** Who sees what of the respondent's answers, told before they answer (the start screen says it too). */
const privacyOf = (input: InvitationMailInput, language: Language) =>
  fill(mailTexts(language).common.privacy, { min: String(input.minRespondents) });

/** How long answering takes, so the respondent can set the time aside. */
function timeOf(input: InvitationMailInput, language: Language): string {
  const { answerTime, answerTimeOne } = mailTexts(language).common;
  return input.minutes <= 1 ? answerTimeOne : fill(answerTime, { minutes: input.minutes });
}

/** To an email without an account: the staff sign-up link of decisions.md §4. */
export function invitationMail(input: InvitationMailInput): MailMessage {
  const language = mailLanguage(input.language);
  const texts = mailTexts(language);
  const t = texts.invitation;
  const params = paramsOf(input, language);
  const privacy = privacyOf(input, language);
  const time = timeOf(input, language);
  const text = [
    texts.common.hello,
    '',
    fill(t.introText, params),
    time,
    fill(t.stepsText, params),
    '',
    input.link,
    '',
    privacy,
    '',
    t.ignore,
  ].join('\n');
  const html = layout(
    language,
    t.title,
    [
      htmlText(t.intro, params, ['organisation']),
      escapeHtml(time),
      htmlText(t.steps, params, ['date']),
      escapeHtml(privacy),
    ],
    { label: t.button, href: input.link },
  );
  return { to: input.to, subject: fill(t.subject, params), text, html };
}

/** To an existing user of the customer who was just added as a respondent. */
export function surveyAssignedMail(input: InvitationMailInput): MailMessage {
  const language = mailLanguage(input.language);
  const texts = mailTexts(language);
  const t = texts.surveyAssigned;
  const params = paramsOf(input, language);
  const privacy = privacyOf(input, language);
  const time = timeOf(input, language);
  const text = [
    texts.common.hello,
    '',
    fill(t.introText, params),
    time,
    fill(t.stepsText, params),
    '',
    input.link,
    '',
    privacy,
  ].join('\n');
  const html = layout(
    language,
    t.title,
    [
      htmlText(t.intro, params, ['organisation']),
      escapeHtml(time),
      htmlText(t.steps, params, ['date']),
      escapeHtml(privacy),
    ],
    { label: t.button, href: input.link },
  );
  return { to: input.to, subject: fill(t.subject, params), text, html };
}
