/**
 * File types decided by content (magic bytes) and name together (decisions.md §7):
 * a renamed or MIME-spoofed file is refused whatever its Content-Type header says.
 */
export type DocumentKind = 'xlsx' | 'xls' | 'docx' | 'doc' | 'pdf' | 'zip';

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d];

const startsWith = (buf: Buffer, bytes: number[]) => bytes.every((b, i) => buf[i] === b);

export const CONTENT_TYPES: Record<DocumentKind, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
  pdf: 'application/pdf',
  zip: 'application/zip',
};

/** The kind of a document whose extension and first bytes agree, else null. */
export function detectDocumentKind(originalName: string, head: Buffer): DocumentKind | null {
  const ext = originalName.toLowerCase().split('.').pop() ?? '';
  if (ext === 'pdf') return startsWith(head, PDF) ? 'pdf' : null;
  if (ext === 'xls' || ext === 'doc') return startsWith(head, OLE2) ? ext : null;
  if (ext === 'zip') return startsWith(head, ZIP) ? 'zip' : null;
  if (ext === 'xlsx' || ext === 'docx') {
    if (!startsWith(head, ZIP)) return null;
    // Office Open XML packages name their main part in the first entries.
    const marker = ext === 'xlsx' ? 'xl/' : 'word/';
    const text = head.toString('latin1');
    return text.includes('[Content_Types].xml') || text.includes(marker) ? ext : null;
  }
  return null;
}

/** A safe download name: no path, no control characters, bounded length. */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? 'file';
  // eslint-disable-next-line no-control-regex -- control characters are what this strips
  const cleaned = base.replace(/[\u0000-\u001f\u007f"<>|:*?]/g, '_').trim();
  return (cleaned || 'file').slice(0, 200);
}
