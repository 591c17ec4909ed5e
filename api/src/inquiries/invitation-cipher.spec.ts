import { decodeInvitation } from '@portal/contracts';
import { staffSignupLink } from './invitation-cipher';

describe('staff sign-up link', () => {
  it('carries the organisation and the email in the invitation cipher, URL-encoded', () => {
    const link = staffSignupLink('https://portal.example', 'Contoso Ltd', 'ann@x.io');
    expect(link).toBe('https://portal.example/auth/signup/Zlkqlpl%20Iqa/xkk%40u.fl');
    const [org, email] = link.split('/auth/signup/')[1].split('/').map((p) => decodeInvitation(decodeURIComponent(p)));
    expect(org).toBe('Contoso Ltd');
    expect(email).toBe('ann@x.io');
  });
});
