import { randomBytes } from 'node:crypto';
import { newWebhookSecret, openWebhookSecret, sealWebhookSecret } from './webhook-secret';

describe('webhook signing secret', () => {
  const key = randomBytes(32);

  it('is sealed for its organisation: it opens there, and nowhere else or under another key', () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const sealed = sealWebhookSecret(key, 7, secret);
    expect(sealed).not.toContain(secret.slice('whsec_'.length));
    expect(sealed.length).toBeLessThanOrEqual(255);
    expect(openWebhookSecret(key, { customerId: 7, secretSealed: sealed })).toBe(secret);
    expect(() => openWebhookSecret(key, { customerId: 8, secretSealed: sealed })).toThrow();
    expect(() => openWebhookSecret(randomBytes(32), { customerId: 7, secretSealed: sealed })).toThrow();
  });
});
