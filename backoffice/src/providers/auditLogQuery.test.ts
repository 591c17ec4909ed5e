import { describe, expect, it } from 'vitest';
import { auditLogQuery } from './auditLogQuery';

describe('auditLogQuery', () => {
  it('sends the filled-in filters only, encoded, in a fixed order', () => {
    expect(auditLogQuery({})).toBe('');
    expect(
      auditLogQuery({
        to: '2026-11-30',
        email: ' a+b@x.test ',
        action: '',
        customerId: 3,
        outcome: 'refused',
        from: '2026-11-01',
      }),
    ).toBe('&email=a%2Bb%40x.test&customerId=3&outcome=refused&from=2026-11-01&to=2026-11-30');
  });

  it('ignores fields that are not filters of the API', () => {
    expect(auditLogQuery({ q: 'x', pageSize: 99, action: 'login' })).toBe('&action=login');
  });
});
