import type { ExecutionContext } from '@nestjs/common';
import { accountAtAddressTracker, accountTracker } from './account-trackers';
import { ThrottleAccountBy } from './throttle-account.decorator';

class Routes {
  @ThrottleAccountBy('body', 'Email')
  forgot() {}
  @ThrottleAccountBy('params', 'name')
  lookup() {}
  undeclared() {}
}

const on = (handler: keyof Routes) =>
  ({ getHandler: () => Routes.prototype[handler], getClass: () => Routes }) as unknown as ExecutionContext;

describe('account trackers', () => {
  it('read only the declared field, trimmed and lower-cased', () => {
    const req = { ip: '203.0.113.1', body: { Email: '  Victim@Example.TEST ', username: 'junk@elsewhere.test' } };
    expect(accountTracker(req, on('forgot'))).toBe('account:victim@example.test');
    expect(accountAtAddressTracker(req, on('forgot'))).toBe('account:victim@example.test|ip:203.0.113.1');
  });

  it('read a path parameter and ignore a body beside it', () => {
    const req = { ip: '203.0.113.1', params: { name: 'Northwind' }, body: { name: 'other' } };
    expect(accountTracker(req, on('lookup'))).toBe('account:northwind');
  });

  it('count by address when the field is missing, empty or not a string', () => {
    for (const Email of [undefined, '   ', ['a@b.test'], { $ne: '' }]) {
      expect(accountTracker({ ip: '203.0.113.9', body: { Email } }, on('forgot'))).toBe('ip:203.0.113.9');
    }
    expect(accountTracker({ ip: '203.0.113.9', body: { Email: 'a@b.test' } }, on('undeclared'))).toBe('ip:203.0.113.9');
  });
});
