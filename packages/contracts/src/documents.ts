/** The files a Document answer or an inquiry document may be (decisions.md §7): Excel, Word, PDF or ZIP, at most 20 MB. */
export const DOCUMENT_EXTENSIONS = ['xlsx', 'xls', 'docx', 'doc', 'pdf', 'zip'] as const;
export const DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;

/** Whether a file name ends in one of the accepted extensions (case-insensitive). */
export function hasDocumentExtension(name: string): boolean {
  const dot = name.lastIndexOf('.');
  return dot > 0 && (DOCUMENT_EXTENSIONS as readonly string[]).includes(name.slice(dot + 1).toLowerCase());
}
