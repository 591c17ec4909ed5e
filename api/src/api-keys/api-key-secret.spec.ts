import { hashKey, lookupOf, newKey, sameHash } from './api-key-secret';

describe('api key secret', () => {
  it('makes distinct keys whose lookup part and hash match', () => {
    const a = newKey();
    const b = newKey();
    expect(a.key).toMatch(/^dpk_[0-9a-f]{16}_[A-Za-z0-9_-]{43}$/);
    expect(a.key).not.toBe(b.key);
    expect(lookupOf(a.key)).toBe(a.lookup);
    expect(a.hash).toBe(hashKey(a.key));
    expect(sameHash(a.key, a.hash)).toBe(true);
    expect(sameHash(b.key, a.hash)).toBe(false);
  });

  it('refuses malformed keys and JWT-looking values', () => {
    const { key } = newKey();
    for (const bad of [
      '',
      'dpk_',
      key.slice(0, -1),
      `${key}x`,
      key.replace('dpk_', 'dpx_'),
      'eyJhbGciOiJIUzI1NiJ9.e30.x',
    ])
      expect(lookupOf(bad)).toBeNull();
  });
});
