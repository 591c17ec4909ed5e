import { describe, expect, it } from 'vitest';
import { daysLeft } from './expiry';

describe('daysLeft', () => {
  const now = Date.parse('2026-03-01T12:00:00Z');
  it('counts a part day as a whole one and stops at 0', () => {
    expect(daysLeft('2026-03-06T11:00:00Z', false, now)).toBe(5);
    expect(daysLeft('2026-03-01T13:00:00Z', false, now)).toBe(1);
    expect(daysLeft('2026-02-28T12:00:00Z', false, now)).toBe(0);
  });
  it('is 0 for an expired inquiry and null without an expiry date', () => {
    expect(daysLeft('2026-04-01T00:00:00Z', true, now)).toBe(0);
    expect(daysLeft(null, false, now)).toBeNull();
    expect(daysLeft(undefined, undefined, now)).toBeNull();
  });
});
