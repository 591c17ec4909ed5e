import type { Language } from '../../languages';
import { reportDe } from './de';
import { type ReportCatalogue, reportEn } from './en';
import { reportEs } from './es';
import { reportFr } from './fr';

export type { ReportCatalogue } from './en';

/** The PDF report's labels in every language. */
export const REPORT_CATALOGUES: Record<Language, ReportCatalogue> = {
  en: reportEn,
  fr: reportFr,
  de: reportDe,
  es: reportEs,
};
