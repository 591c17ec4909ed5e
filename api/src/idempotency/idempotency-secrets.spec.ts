import { withheldAnswer, withoutSecrets } from './idempotency.service';

describe('answers kept for an idempotent replay', () => {
  it('drop a bearer token, keep everything else', () => {
    expect(withoutSecrets({ Id: 7, CustomerId: 3, Token: 'eyJ.secret', InquiryId: 12 })).toEqual({
      Id: 7,
      CustomerId: 3,
      InquiryId: 12,
    });
    expect(withoutSecrets({ token: 'x', Message: 'ok' })).toEqual({ Message: 'ok' });
  });
  it('leave lists, plain values and no body as they are', () => {
    expect(withoutSecrets([{ Token: 'a' }])).toEqual([{ Token: 'a' }]);
    expect(withoutSecrets('text')).toBe('text');
    expect(withoutSecrets(undefined)).toBeUndefined();
  });
  it('keep, for an answer shown once, only the refusal naming the record: never the secret', () => {
    const kept = withheldAnswer('API key', { Id: 12, Key: 'dpk_0123456789abcdef_secret' });
    expect(kept).toMatchObject({ status: 409, title: 'Conflict' });
    expect(kept.errorMessage[0]).toMatch(/^Idempotency-Key: The first request with this key created API key 12; /);
    expect(JSON.stringify(kept)).not.toContain('dpk_');
    expect(withheldAnswer('webhook', undefined).errorMessage[0]).toContain('created a webhook;');
  });
});
