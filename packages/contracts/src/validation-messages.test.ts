import { describe, expect, it } from 'vitest';
import { PASSWORD_PATTERN } from './validation-messages';

describe('password rule', () => {
  it('needs 8 characters with a digit, an upper-case, a lower-case and a special character', () => {
    expect(PASSWORD_PATTERN.test('Fabrikam#2026')).toBe(true);
    for (const weak of ['Fa#2026', 'fabrikam#2026', 'FABRIKAM#2026', 'Fabrikam2026', 'Fabrikam#'])
      expect(PASSWORD_PATTERN.test(weak)).toBe(false);
  });
});
