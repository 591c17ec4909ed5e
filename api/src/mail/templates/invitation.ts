import type { MailMessage } from '../mail-queue.service';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const formatDate = (d: Date) => d.toISOString().slice(0, 10);

export interface InvitationMailInput {
  to: string;
  organisation: string;
  inviterName: string;
  inquiryDescription: string;
  expiryDate: Date;
  /** The staff sign-up link (new people) or the login link (people who already have an account). */
  link: string;
}

function layout(title: string, paragraphs: string[], button: { label: string; href: string }): string {
  return [
    '<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2933;line-height:1.5">',
    `<h2 style="margin:0 0 16px">${escapeHtml(title)}</h2>`,
    ...paragraphs.map((p) => `<p>${p}</p>`),
    `<p><a href="${escapeHtml(button.href)}" style="display:inline-block;padding:10px 18px;background:#1565c0;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(button.label)}</a></p>`,
    `<p style="font-size:12px;color:#6b7280">If the button does not work, copy this address into your browser:<br>${escapeHtml(button.href)}</p>`,
    '</body></html>',
  ].join('\n');
}

/** To an email without an account: the staff sign-up link of decisions.md §4. */
export function invitationMail(input: InvitationMailInput): MailMessage {
  const subject = `${input.organisation} invites you to a diagnostic survey`;
  const due = formatDate(input.expiryDate);
  const text = [
    'Hello,',
    '',
    `${input.inviterName} of ${input.organisation} invites you to answer the survey "${input.inquiryDescription}".`,
    `Create your account with the link below (your organisation and email are filled in for you), then complete the form before ${due}.`,
    '',
    input.link,
    '',
    'If you did not expect this invitation you can ignore this message.',
  ].join('\n');
  const html = layout(
    'You are invited to a diagnostic survey',
    [
      `${escapeHtml(input.inviterName)} of <strong>${escapeHtml(input.organisation)}</strong> invites you to answer the survey “${escapeHtml(input.inquiryDescription)}”.`,
      `Create your account (your organisation and email are filled in for you), then complete the form before <strong>${due}</strong>.`,
    ],
    { label: 'Sign up and start', href: input.link },
  );
  return { to: input.to, subject, text, html };
}

/** To an existing user of the customer who was just added as a respondent. */
export function surveyAssignedMail(input: InvitationMailInput): MailMessage {
  const subject = `A new survey form from ${input.organisation} is waiting for you`;
  const due = formatDate(input.expiryDate);
  const text = [
    'Hello,',
    '',
    `${input.inviterName} of ${input.organisation} added you as a respondent of "${input.inquiryDescription}".`,
    `Log in and complete your survey form before ${due}:`,
    '',
    input.link,
  ].join('\n');
  const html = layout(
    'A new survey form is waiting for you',
    [
      `${escapeHtml(input.inviterName)} of <strong>${escapeHtml(input.organisation)}</strong> added you as a respondent of “${escapeHtml(input.inquiryDescription)}”.`,
      `Log in and complete your survey form before <strong>${due}</strong>.`,
    ],
    { label: 'Open my survey forms', href: input.link },
  );
  return { to: input.to, subject, text, html };
}
