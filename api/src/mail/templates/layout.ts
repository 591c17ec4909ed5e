import type { Language } from '@portal/contracts';
import { MailMessage } from '../mail-queue.service';
import { fill, mailLanguage, mailTexts } from './mail-language';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes a value for HTML text and attribute positions. Every value put into a mail's HTML goes through it. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => ENTITIES[c]);
}

/** An absolute link into the portal, built from PUBLIC_URL (never from a request's Host header). */
export function portalLink(publicUrl: string, path: string): string {
  const base = publicUrl.replace(/\/+$/, '');
  return `${base}${path.startsWith('/') ? path : `/${path}`}`;
}

/** A paragraph of a mail; `strong` renders it emphasised (codes, names). */
export type MailBlock = { text: string; strong?: boolean } | string;

export interface MailContent {
  to: string;
  subject: string;
  /** First line, e.g. "Hello Jane,". */
  greeting: string;
  blocks: MailBlock[];
  /** An optional call to action, rendered as a button in HTML and as a bare URL in text. */
  action?: { label: string; url: string };
  /** Closing line under the action. */
  footer?: string;
  /** The recipient's language: the HTML part's lang attribute and the signature. */
  language?: Language;
}

/**
 * Renders the plain-text and HTML parts of a mail from the same content, so both say the same thing.
 * Values are escaped here, once: templates pass raw values.
 */
export function renderMail(content: MailContent): MailMessage {
  const language = mailLanguage(content.language);
  const signature = mailTexts(language).common.signature;
  const blocks = content.blocks.map((b) =>
    typeof b === 'string' ? { text: b, strong: false } : { strong: false, ...b },
  );

  const textLines = [content.greeting, '', ...blocks.flatMap((b) => [b.text, ''])];
  if (content.action) textLines.push(`${content.action.label}: ${content.action.url}`, '');
  if (content.footer) textLines.push(content.footer, '');
  textLines.push(`-- ${signature}`);

  const paragraph = (b: { text: string; strong: boolean }) =>
    b.strong
      ? `<p style="font-size:24px;font-weight:bold;letter-spacing:4px;margin:16px 0">${escapeHtml(b.text)}</p>`
      : `<p style="margin:0 0 12px">${escapeHtml(b.text)}</p>`;
  const action = content.action
    ? `<p style="margin:20px 0"><a href="${escapeHtml(content.action.url)}" style="background:#1565c0;color:#ffffff;padding:10px 18px;border-radius:4px;text-decoration:none">${escapeHtml(content.action.label)}</a></p>` +
      `<p style="font-size:12px;color:#555555">${escapeHtml(content.action.url)}</p>`
    : '';
  const html = [
    '<!doctype html>',
    `<html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;color:#222222;line-height:1.5">',
    `<p style="margin:0 0 12px">${escapeHtml(content.greeting)}</p>`,
    ...blocks.map(paragraph),
    action,
    content.footer ? `<p style="margin:12px 0;color:#555555">${escapeHtml(content.footer)}</p>` : '',
    `<p style="margin-top:24px;color:#777777">${escapeHtml(signature)}</p>`,
    '</body></html>',
  ].join('\n');

  return { to: content.to, subject: content.subject, text: textLines.join('\n'), html };
}

/** "Hello Jane," or "Hello," when the name is unknown, in the recipient's language. */
export function greeting(name?: string | null, language?: Language): string {
  const texts = mailTexts(language).common;
  return name && name.trim() ? fill(texts.helloName, { name: name.trim() }) : texts.hello;
}
