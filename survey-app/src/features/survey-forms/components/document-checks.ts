// Survey document answers: excel, word, pdf or zip (spec §5), at most 20 MB (decisions.md §7).
export const ACCEPTED_EXTENSIONS = ['.xlsx', '.xls', '.docx', '.doc', '.pdf', '.zip'];
export const ACCEPT_ATTRIBUTE = ACCEPTED_EXTENSIONS.join(',');
export const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;
export const WRONG_TYPE = 'Please upload the correct file.';

export function isAcceptedDocument(file: File): boolean {
  const name = file.name.toLowerCase();
  return ACCEPTED_EXTENSIONS.some((ext) => name.endsWith(ext));
}

export function attachedTwiceMessage(name: string): string {
  return `File(${name}) is attached twice`;
}

/** The same file (name and size) already attached to another question of the form. */
export function isAttachedElsewhere(file: File, others: (File | null)[]): boolean {
  return others.some((o) => o !== null && o.name === file.name && o.size === file.size);
}
