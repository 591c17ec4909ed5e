import { withoutSecrets } from './idempotency.service';

describe('answers kept for an idempotent replay', () => {
  it('drop a bearer token, keep everything else', () => {
    expect(withoutSecrets({ Id: 7, CustomerId: 3, Token: 'eyJ.secret', InquiryId: 12 })).toEqual({ Id: 7, CustomerId: 3, InquiryId: 12 });
    expect(withoutSecrets({ token: 'x', Message: 'ok' })).toEqual({ Message: 'ok' });
  });
  it('leave lists, plain values and no body as they are', () => {
    expect(withoutSecrets([{ Token: 'a' }])).toEqual([{ Token: 'a' }]);
    expect(withoutSecrets('text')).toBe('text');
    expect(withoutSecrets(undefined)).toBeUndefined();
  });
});
