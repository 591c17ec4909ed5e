import { DOCUMENT_EXTENSIONS, hasDocumentExtension } from '@portal/contracts';

export const MONITOR = '/monitor-activity';
export const respondentsPath = (inquiryId: unknown) => `${MONITOR}/view-respondents/${inquiryId}`;

/** Result uploads: an excel workbook only. */
export const isExcel = (file: File) => /\.xlsx$/i.test(file.name);
/** Help documents: the contract's document files (decisions.md §7). */
export const isHelpDocument = (file: File) => hasDocumentExtension(file.name);
export const HELP_DOCUMENT_ACCEPT = DOCUMENT_EXTENSIONS.map((extension) => `.${extension}`).join(',');
