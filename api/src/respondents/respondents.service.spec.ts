import { expiryFrom } from './respondents.service';

describe('expiry date', () => {
  const at = (iso: string) => new Date(iso);

  it('keeps the form open to the end of the chosen day and defaults to 28 days ahead', () => {
    expect(expiryFrom('2026-12-01', at('2026-11-22T10:00:00Z')).toISOString()).toBe('2026-12-01T23:59:59.999Z');
    expect(expiryFrom(undefined, at('2026-11-22T10:00:00Z')).toISOString()).toBe('2026-12-20T23:59:59.999Z');
  });

  it('refuses dates before tomorrow in the westernmost time zone, and impossible dates', () => {
    expect(() => expiryFrom('2026-11-22', at('2026-11-22T13:00:00Z'))).toThrow();
    expect(expiryFrom('2026-11-23', at('2026-11-22T23:30:00Z')).toISOString()).toBe('2026-11-23T23:59:59.999Z');
    // 02:00 UTC is still the 21st in UTC-8: the 22nd is "tomorrow" there.
    expect(expiryFrom('2026-11-22', at('2026-11-22T02:00:00Z')).toISOString()).toBe('2026-11-22T23:59:59.999Z');
    expect(() => expiryFrom('2026-11-21', at('2026-11-22T02:00:00Z'))).toThrow();
    expect(() => expiryFrom('2026-02-30', at('2026-01-01T00:00:00Z'))).toThrow();
  });
});
