import { describe, expect, it } from 'vitest';
import { customerPayload } from './customerPayload';

describe('customerPayload', () => {
  it('sends the editable fields and the active flag only', () => {
    const record = {
      id: 7,
      CustomerId: 7,
      CustomerName: 'Acme',
      Industry: 'Retail',
      Website: 'https://acme.example',
      Address: '1 Road',
      State: 'North',
      City: 'Town',
      Country: 'Land',
      YearsInBusiness: '4',
      IsActive: 1,
    };
    expect(customerPayload(record)).toEqual({
      Website: 'https://acme.example',
      Address: '1 Road',
      State: 'North',
      City: 'Town',
      IsActive: true,
    });
    expect(customerPayload({ Website: 'https://acme.example', IsActive: false })).toEqual({
      Website: 'https://acme.example',
      IsActive: false,
    });
  });

  it("sends the customer's daily invitation limit, an emptied field as null (the platform default)", () => {
    expect(customerPayload({ IsActive: true, InvitationsPerDay: 2000 })).toEqual({
      IsActive: true,
      InvitationsPerDay: 2000,
    });
    expect(customerPayload({ IsActive: true, InvitationsPerDay: null })).toEqual({
      IsActive: true,
      InvitationsPerDay: null,
    });
    expect(customerPayload({ IsActive: true, InvitationsPerDay: '' })).toEqual({
      IsActive: true,
      InvitationsPerDay: null,
    });
  });

  it('sends the default invitation language when the record has one, and leaves it out otherwise', () => {
    expect(customerPayload({ IsActive: true, Language: 'fr' })).toEqual({ IsActive: true, Language: 'fr' });
    expect(customerPayload({ IsActive: true, Language: null })).toEqual({ IsActive: true });
  });
});
