import type { Language } from '../../languages';
import { mailDe } from './de';
import { type MailCatalogue, mailEn } from './en';
import { mailEs } from './es';
import { mailFr } from './fr';

export type { MailCatalogue } from './en';

/** The mail texts of every language. */
export const MAIL_CATALOGUES: Record<Language, MailCatalogue> = { en: mailEn, fr: mailFr, de: mailDe, es: mailEs };
