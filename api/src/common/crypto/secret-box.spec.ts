import { randomBytes } from 'node:crypto';
import { open, seal } from './secret-box';

describe('secret box (AES-256-GCM)', () => {
  const key = randomBytes(32);

  it('opens what it sealed, and never stores the secret in the clear', () => {
    const sealed = seal(key, 'client-secret-123', 'customer:7');
    expect(sealed).not.toContain('client-secret-123');
    expect(open(key, sealed, 'customer:7')).toBe('client-secret-123');
    expect(seal(key, 'client-secret-123', 'customer:7')).not.toBe(sealed);
  });

  it('refuses another key, another organisation and a changed byte', () => {
    const sealed = seal(key, 'client-secret-123', 'customer:7');
    expect(() => open(randomBytes(32), sealed, 'customer:7')).toThrow();
    expect(() => open(key, sealed, 'customer:8')).toThrow();
    const [iv, tag, body] = sealed.split('.');
    const flipped = Buffer.from(body, 'base64url');
    flipped[0] ^= 1;
    expect(() => open(key, [iv, tag, flipped.toString('base64url')].join('.'), 'customer:7')).toThrow();
    expect(() => open(key, 'garbage', 'customer:7')).toThrow();
  });
});
