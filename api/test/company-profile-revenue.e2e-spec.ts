import { Customer } from '../src/customers/customer.entity';
import { personas, Personas } from './support/personas';
import { createTestApp, DEMO, TestApp } from './support/test-app';

/** The annual revenue of the first-login company profile, typed the ways people type amounts. */
describe('company profile: AnnualRevenue', () => {
  let t: TestApp;
  let api: Personas;
  let contoso: Customer;
  let adminId: number;

  const profile = (AnnualRevenue: unknown) => ({
    YearsInBusiness: '12',
    duration: 'years',
    ProfitOrNOn: 'Profit',
    OwnerShipStructure: 'Private',
    AnnualRevenue,
    AverageFTE: '42',
    NumberOfLocations: '3',
    HeadquarterAddress: '1 Main Road, Seattle',
    IsActive: true,
  });

  beforeEach(async () => {
    t = await createTestApp({ env: { MAIL_POLL_INTERVAL_MS: '0' } });
    api = await personas(t);
    contoso = await t.dataSource.getRepository(Customer).findOneByOrFail({ name: 'Contoso Ltd' });
    adminId = (await t.users.findOneByOrFail({ email: DEMO.contosoAdmin })).id;
  });
  afterEach(() => t.close());

  const put = (AnnualRevenue: unknown) =>
    api
      .as('contosoAdmin')
      .put(`/api/Customer/${contoso.id}/User/${adminId}/CustomerProfileComplete`)
      .send(profile(AnnualRevenue));
  const stored = async () =>
    (await t.dataSource.getRepository(Customer).findOneByOrFail({ id: contoso.id })).annualRevenue;

  it.each([
    ['2.5m', '2500000'],
    ['300k', '300000'],
    ['2,500,000', '2500000'],
    ['1 200 000', '1200000'],
    [2500000, '2500000'],
  ])('stores %j as the amount it means, %s', async (typed, digits) => {
    const res = await put(typed).expect(200);
    expect(res.body.AnnualRevenue).toBe(digits);
    expect(await stored()).toBe(digits);
  });

  it.each(['2.5', '2.5x', '25,5', '1.2345k', 'lots'])(
    'refuses %j naming the field, in the error shape, and stores nothing',
    async (typed) => {
      const res = await put(typed).expect(400);
      expect(res.body).toEqual({
        status: 400,
        title: 'Validation failed',
        errorMessage: ['AnnualRevenue: This field only contain number'],
      });
      expect(await stored()).toBeNull();
      expect((await t.users.findOneByOrFail({ id: adminId })).firstTimeLogin).toBe(true);
    },
  );
});
