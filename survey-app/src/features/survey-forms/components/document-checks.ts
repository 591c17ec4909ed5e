import { DOCUMENT_EXTENSIONS, DOCUMENT_MAX_BYTES, hasDocumentExtension } from '@portal/contracts';
import { t } from '../../../lib/i18n';

// Survey document answers: the contract's document files (Excel, Word, PDF or ZIP, at most 20 MB).
export const ACCEPT_ATTRIBUTE = DOCUMENT_EXTENSIONS.map((ext) => `.${ext}`).join(',');
export const MAX_SIZE_MB = DOCUMENT_MAX_BYTES / (1024 * 1024);
export const MAX_SIZE_TEXT = `${MAX_SIZE_MB} MB`;

export function isAcceptedDocument(file: File): boolean {
  return hasDocumentExtension(file.name);
}

export function attachedTwiceMessage(name: string): string {
  return t('documentAnswer.attachedTwice', { name });
}

/** The same file (name and size) already attached to another question of the form. */
export function isAttachedElsewhere(file: File, others: (File | null)[]): boolean {
  return others.some((o) => o !== null && o.name === file.name && o.size === file.size);
}
