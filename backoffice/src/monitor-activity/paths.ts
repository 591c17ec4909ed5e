import { DOCUMENT_EXTENSIONS, hasDocumentExtension } from '@portal/contracts';

export const MONITOR = '/monitor-activity';
export const respondentsPath = (inquiryId: unknown) => `${MONITOR}/view-respondents/${inquiryId}`;

/** Result uploads: an excel workbook only. */
export const isExcel = (file: File) => /\.xlsx$/i.test(file.name);
/** Help documents: the contract's document files (decisions.md §7). */
export const isHelpDocument = (file: File) => hasDocumentExtension(file.name);
export const HELP_DOCUMENT_ACCEPT = DOCUMENT_EXTENSIONS.map((extension) => `.${extension}`).join(',');

export const UPLOAD_WARNING = 'The inquiry is not completed yet. Do you still wants to proceed?';
export const WRONG_FILE = 'Please upload the correct file.';
export const EXCEL_ONLY = 'Invalid File Format,only Excel Format is allowed.';
export const NO_FILE = 'Please upload a document, first.';
export const UPLOADED = 'Document Uploaded Successfully.';
