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

describe('invitation cipher, as the API has always applied it', () => {
  it('shifts every letter by 23 places, keeping case and leaving other characters', () => {
    expect(encodeInvitation('abc xyz')).toBe('xyz uvw');
    expect(encodeInvitation('ABC XYZ')).toBe('XYZ UVW');
    expect(encodeInvitation('staff1@contoso.demo.test')).toBe('pqxcc1@zlkqlpl.abjl.qbpq');
    expect(encodeInvitation('0123456789 @._-+&')).toBe('0123456789 @._-+&');
  });

  it('is the same as shifting by one letter 23 times', () => {
    let once = 'Hello';
    for (let i = 0; i < 23; i++)
      once = once.replace(/[a-z]/gi, (c) =>
        c === 'z' ? 'a' : c === 'Z' ? 'A' : String.fromCharCode(c.charCodeAt(0) + 1),
      );
    expect(encodeInvitation('Hello')).toBe(once);
  });

  it('decodes what it encoded, both ways, letters outside a-z left alone', () => {
    for (const text of ['new.person+tag@Example.COM', 'Zürich AG & Co. 2026']) {
      expect(decodeInvitation(encodeInvitation(text))).toBe(text);
      expect(encodeInvitation(decodeInvitation(text))).toBe(text);
    }
    expect(decodeInvitation('Zlkqlpl Iqa')).toBe('Contoso Ltd');
  });
});
