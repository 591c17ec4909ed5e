import { describe, expect, it } from 'vitest';
import { attachedTwiceMessage, isAcceptedDocument, isAttachedElsewhere, MAX_SIZE_TEXT } from './document-checks';

const file = (name: string, size = 10) => new File([new Uint8Array(size)], name);

describe('survey document checks', () => {
  it('accepts excel, word, pdf and zip only', () => {
    for (const name of ['a.xlsx', 'b.XLS', 'c.docx', 'd.doc', 'e.pdf', 'f.zip'])
      expect(isAcceptedDocument(file(name))).toBe(true);
    for (const name of ['a.txt', 'b.png', 'c.pdf.exe', 'noext']) expect(isAcceptedDocument(file(name))).toBe(false);
  });

  it('words the size limit as 20 MB', () => {
    expect(MAX_SIZE_TEXT).toBe('20 MB');
  });

  it('finds the same file attached to another question', () => {
    expect(isAttachedElsewhere(file('plan.pdf', 5), [null, file('plan.pdf', 5)])).toBe(true);
    expect(isAttachedElsewhere(file('plan.pdf', 5), [file('plan.pdf', 6), null])).toBe(false);
    expect(attachedTwiceMessage('plan.pdf')).toBe('File(plan.pdf) is attached twice');
  });
});
