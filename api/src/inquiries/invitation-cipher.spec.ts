import { decryptInvitation, encryptInvitation, staffSignupLink } from './invitation-cipher';

describe('invitation cipher', () => {
  it('shifts every letter by 23 places, keeping case and leaving other characters', () => {
    expect(encryptInvitation('abc xyz')).toBe('xyz uvw');
    expect(encryptInvitation('ABC XYZ')).toBe('XYZ UVW');
    expect(encryptInvitation('staff1@contoso.demo.test')).toBe('pqxcc1@zlkqlpl.abjl.qbpq');
    expect(encryptInvitation('0123456789 @._-+&')).toBe('0123456789 @._-+&');
  });

  it('is the same as shifting by one letter 23 times', () => {
    let once = 'Hello';
    for (let i = 0; i < 23; i++) once = once.replace(/[a-z]/gi, (c) => (c === 'z' ? 'a' : c === 'Z' ? 'A' : String.fromCharCode(c.charCodeAt(0) + 1)));
    expect(encryptInvitation('Hello')).toBe(once);
  });

  it('decrypts what it encrypted, both ways', () => {
    for (const text of ['Contoso Ltd', 'new.person+tag@Example.COM', 'Zürich AG & Co. 2026', '']) {
      expect(decryptInvitation(encryptInvitation(text))).toBe(text);
      expect(encryptInvitation(decryptInvitation(text))).toBe(text);
    }
    expect(decryptInvitation('Zlkqlpl Iqa')).toBe('Contoso Ltd');
  });

  it('builds the staff sign-up link with URL-encoded parts', () => {
    const link = staffSignupLink('https://portal.example', 'Contoso Ltd', 'ann@x.io');
    expect(link).toBe('https://portal.example/auth/signup/Zlkqlpl%20Iqa/xkk%40u.fl');
    const [org, email] = link.split('/auth/signup/')[1].split('/').map((p) => decryptInvitation(decodeURIComponent(p)));
    expect(org).toBe('Contoso Ltd');
    expect(email).toBe('ann@x.io');
  });
});
