import { decodeInvitation } from '@portal/contracts';
import { staffSignupLink } from './invitation-cipher';
import { invitationKeyHash, newInvitationKey } from './invitation-key';

describe('staff sign-up link', () => {
  it('carries the organisation and the email in the invitation cipher, URL-encoded, and the secret as ?key=', () => {
    const link = staffSignupLink('https://portal.example', 'Contoso Ltd', 'ann@x.io', 'abc_-123');
    expect(link).toBe('https://portal.example/auth/signup/Zlkqlpl%20Iqa/xkk%40u.fl?key=abc_-123');
    const url = new URL(link);
    const [org, email] = url.pathname
      .split('/auth/signup/')[1]
      .split('/')
      .map((p) => decodeInvitation(decodeURIComponent(p)));
    expect(org).toBe('Contoso Ltd');
    expect(email).toBe('ann@x.io');
    expect(url.searchParams.get('key')).toBe('abc_-123');
  });
});

describe('invitation secret', () => {
  it('is 32 random bytes in base64url, different each time, stored as a sha256 hex hash', () => {
    const a = newInvitationKey();
    const b = newInvitationKey();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(a, 'base64url')).toHaveLength(32);
    expect(a).not.toBe(b);
    expect(invitationKeyHash(a)).toMatch(/^[0-9a-f]{64}$/);
    expect(invitationKeyHash(a)).not.toBe(invitationKeyHash(b));
  });
});
