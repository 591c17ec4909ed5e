import { describe, expect, it } from 'vitest';
import { decodeInvitation, encodeInvitation } from './invitation-cipher';

describe('invitation cipher (shift by 1, applied 23 times)', () => {
  it('encodes each letter 23 places on, keeping case and wrapping the alphabet', () => {
    expect(encodeInvitation('abc')).toBe('xyz');
    expect(encodeInvitation('Northwind Traders')).toBe('Kloqetfka Qoxabop');
    expect(encodeInvitation('XYZ')).toBe('UVW');
  });

  it('leaves digits, spaces and email punctuation unchanged', () => {
    expect(encodeInvitation('staff1@northwind.demo.test')).toBe('pqxcc1@kloqetfka.abjl.qbpq');
  });

  it('decodes what it encodes, both ways round', () => {
    for (const text of ['Contoso Ltd', 'staff2@northwind.demo.test', 'Zebra & Apple 42', '']) {
      expect(decodeInvitation(encodeInvitation(text))).toBe(text);
      expect(encodeInvitation(decodeInvitation(text))).toBe(text);
    }
    expect(decodeInvitation('Kloqetfka Qoxabop')).toBe('Northwind Traders');
  });
});
