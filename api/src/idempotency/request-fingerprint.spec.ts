import { createHash } from 'node:crypto';
import { requestFingerprint } from './request-fingerprint';

describe('request fingerprint kept with an Idempotency-Key', () => {
  const of = (body: unknown) => requestFingerprint('POST', '/api/x', body);

  it('does not depend on passwords, secrets, one-time codes or tokens, so none can be guessed back from it', () => {
    const base = of({ Email: 'a@b.test' });
    for (const secret of [
      { Code: '123456' },
      { Token: 'abc' },
      { NewPassword: 'P@ss1234' },
      { ClientSecret: 's' },
      { password: 'x' },
    ]) {
      expect([secret, of({ Email: 'a@b.test', ...secret })]).toEqual([secret, base]);
    }
    expect(of({ Email: 'a@b.test', Code: '123456' })).not.toBe(
      createHash('sha256').update('POST /api/x\n{"Email":"a@b.test","Code":"123456"}').digest('hex'),
    );
  });

  it('tells other requests apart: another field, path or method', () => {
    const base = of({ Email: 'a@b.test', PostalCode: '75001' });
    expect(of({ Email: 'a@b.test', PostalCode: '75002' })).not.toBe(base);
    expect(of({ Email: 'c@b.test', PostalCode: '75001' })).not.toBe(base);
    expect(requestFingerprint('POST', '/api/y', { Email: 'a@b.test', PostalCode: '75001' })).not.toBe(base);
    expect(requestFingerprint('PUT', '/api/x', { Email: 'a@b.test', PostalCode: '75001' })).not.toBe(base);
  });
});
