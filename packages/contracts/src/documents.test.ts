import { describe, expect, it } from 'vitest';
import { hasDocumentExtension } from './documents';

describe('document files', () => {
  it('accepts excel, word, pdf and zip by extension, in any case', () => {
    for (const name of ['a.xlsx', 'b.XLS', 'c.docx', 'd.doc', 'e.pdf', 'f.zip'])
      expect(hasDocumentExtension(name)).toBe(true);
    for (const name of ['a.txt', 'c.pdf.exe', 'noext', '.pdf']) expect(hasDocumentExtension(name)).toBe(false);
  });
});
