import { describe, expect, it } from 'vitest';
import { decodeToken, tokenState } from './session';

const token = (claims: object) => `h.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.s`;

describe('session token', () => {
  it('decodes the claims, UTF-8 names included', () => {
    expect(decodeToken(token({ role: 'CustomerUser', firstname: 'Zoë', exp: 5 }))).toEqual({
      role: 'CustomerUser',
      firstname: 'Zoë',
      exp: 5,
    });
    expect(decodeToken('not-a-token')).toBeNull();
    expect(decodeToken('a.%%%.b')).toBeNull();
    expect(decodeToken(null)).toBeNull();
  });

  it('is valid only with a known role and a future expiry', () => {
    const now = 1_000_000;
    expect(tokenState(token({ role: 'superadmin', exp: 2000 }), now)).toMatchObject({
      status: 'valid',
      role: 'SuperAdmin',
    });
    expect(tokenState(token({ role: 'SuperAdmin', exp: 1000 }), now)).toEqual({ status: 'expired' });
    expect(tokenState(token({ role: 'SuperAdmin' }), now)).toEqual({ status: 'expired' });
    expect(tokenState(token({ role: 'Nobody', exp: 2000 }), now)).toEqual({ status: 'anonymous' });
    expect(tokenState(null, now)).toEqual({ status: 'anonymous' });
  });
});
