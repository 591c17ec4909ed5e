import { In } from 'typeorm';
import { DEMO_PEER_NAMES } from '../src/database-tools/seeds/demo-rounds';
import { AuditEvent } from '../src/audit/audit-event.entity';
import { Customer } from '../src/customers/customer.entity';
import { personas, Personas } from './support/personas';
import { createTestApp, DEMO, TestApp } from './support/test-app';

describe('Customer administration (/api/Customer)', () => {
  let t: TestApp;
  let api: Personas;
  let northwind: Customer;
  let contoso: Customer;

  beforeAll(async () => {
    t = await createTestApp();
    api = await personas(t);
    const repo = t.dataSource.getRepository(Customer);
    northwind = await repo.findOneByOrFail({ name: 'Northwind Traders' });
    contoso = await repo.findOneByOrFail({ name: 'Contoso Ltd' });
    // The demo's benchmark peers (docs/features/rounds-and-benchmarks.md) are hidden here: this spec pages through the demo's two customers.
    await repo.softDelete({ name: In(DEMO_PEER_NAMES) });
  });
  afterAll(() => t.close());

  const customers = () => t.dataSource.getRepository(Customer);
  const login = (username: string) =>
    api.anonymous().post('/api/auth/login').send({ username, password: DEMO.password });

  describe('GET /api/Customer', () => {
    it('lists customers newest first with only the list fields', async () => {
      const res = await api.as('operator').get('/api/Customer').expect(200);
      expect(res.body).toEqual({
        data: [
          {
            CustomerId: contoso.id,
            CustomerName: 'Contoso Ltd',
            Industry: 'Manufacturing',
            Website: 'https://contoso.example',
            IsActive: true,
          },
          {
            CustomerId: northwind.id,
            CustomerName: 'Northwind Traders',
            Industry: 'Wholesale distribution',
            Website: 'https://northwind.example',
            IsActive: true,
          },
        ],
        currentPage: 1,
        pageSize: 8,
        totalItem: 2,
        totalPage: 1,
      });
    });

    it('pages by 8 with a last partial page and -1 for everything', async () => {
      const extra = Array.from({ length: 9 }, (_, i) =>
        customers().create({ name: `Paging Org ${i + 1}`, industry: 'Retail', website: `https://org${i}.example` }),
      );
      await customers().save(extra);
      try {
        const first = await api.as('operator').get('/api/Customer?pageSize=8&currentPage=1').expect(200);
        expect(first.body).toMatchObject({ currentPage: 1, pageSize: 8, totalItem: 11, totalPage: 2 });
        expect(first.body.data).toHaveLength(8);
        expect(first.body.data[0].CustomerName).toBe('Paging Org 9');
        const last = await api.as('operator').get('/api/Customer?pageSize=8&currentPage=2').expect(200);
        expect(last.body.data.map((c: Customer & { CustomerName: string }) => c.CustomerName)).toEqual([
          'Paging Org 1',
          'Contoso Ltd',
          'Northwind Traders',
        ]);
        const all = await api.as('operator').get('/api/Customer?pageSize=-1').expect(200);
        expect(all.body).toMatchObject({ currentPage: 1, pageSize: -1, totalItem: 11, totalPage: 1 });
        expect(all.body.data).toHaveLength(11);
        const bad = await api.as('operator').get('/api/Customer?pageSize=0').expect(400);
        expect(bad.body.errorMessage).toEqual(['pageSize: pageSize must be -1 or at least 1']);
      } finally {
        await customers().delete(extra.map((c) => c.id));
      }
    });

    it('is refused without a token (401) and to customer admins and users (403)', async () => {
      await api.anonymous().get('/api/Customer').expect(401);
      for (const who of ['northwindAdmin', 'northwindStaff', 'contosoAdmin'] as const) {
        const res = await api.as(who).get('/api/Customer').expect(403);
        expect(res.body).toEqual({ status: 403, title: 'Forbidden', errorMessage: ['You are not allowed to do this'] });
      }
    });
  });

  describe('GET /api/Customer/{id}', () => {
    it('answers every customer field of the spec', async () => {
      const res = await api.as('operator').get(`/api/Customer/${northwind.id}`).expect(200);
      expect(res.body).toEqual({
        CustomerId: northwind.id,
        CustomerName: 'Northwind Traders',
        Industry: 'Wholesale distribution',
        Website: 'https://northwind.example',
        Address: '12 Harbour Street',
        State: 'Greater London',
        City: 'London',
        Country: 'United Kingdom',
        YearsInBusiness: '27',
        Duration: 'years',
        ProfitOrNon: 'Profit',
        OwnershipStructure: 'Private limited company',
        AnnualRevenue: '48000000',
        AverageFTE: '310',
        NumberOfLocations: '6',
        HeadquarterAddress: '12 Harbour Street, London',
        IsActive: true,
        InvitationsPerDay: null,
        Language: null,
      });
    });

    it('answers null for profile fields a customer has not completed yet', async () => {
      const res = await api.as('operator').get(`/api/Customer/${contoso.id}`).expect(200);
      expect(res.body).toMatchObject({
        CustomerName: 'Contoso Ltd',
        YearsInBusiness: null,
        HeadquarterAddress: null,
        IsActive: true,
      });
    });

    it('answers 404 for an unknown id, 400 for a non-numeric one, 401/403 for others', async () => {
      const res = await api.as('operator').get('/api/Customer/999999').expect(404);
      expect(res.body).toEqual({ status: 404, title: 'Not Found', errorMessage: ['Customer not found'] });
      await api.as('operator').get('/api/Customer/abc').expect(400);
      await api.anonymous().get(`/api/Customer/${northwind.id}`).expect(401);
      await api.as('northwindAdmin').get(`/api/Customer/${northwind.id}`).expect(403);
      await api.as('northwindStaff').get(`/api/Customer/${northwind.id}`).expect(403);
    });
  });

  describe('PUT /api/Customer/{id}', () => {
    it('changes website, street address, state and city and ignores every other field', async () => {
      const before = (await api.as('operator').get(`/api/Customer/${northwind.id}`).expect(200)).body;
      const res = await api
        .as('operator')
        .put(`/api/Customer/${northwind.id}`)
        .send({
          ...before,
          CustomerId: 424242,
          CustomerName: 'Renamed Org',
          Industry: 'Changed',
          Country: 'France',
          YearsInBusiness: 'not a number',
          Duration: 'days',
          ProfitOrNon: '',
          OwnershipStructure: 'Public',
          AnnualRevenue: '1',
          AverageFTE: 'x',
          NumberOfLocations: '99',
          HeadquarterAddress: 'Elsewhere',
          Website: '  https://www.northwind-traders.example/about  ',
          Address: '14 Harbour Street',
          State: 'Kent',
          City: 'Dover',
        })
        .expect(200);
      const expected = {
        ...before,
        Website: 'https://www.northwind-traders.example/about',
        Address: '14 Harbour Street',
        State: 'Kent',
        City: 'Dover',
      };
      expect(res.body).toEqual(expected);
      expect((await api.as('operator').get(`/api/Customer/${northwind.id}`).expect(200)).body).toEqual(expected);
      expect(await customers().countBy({ id: 424242 })).toBe(0);
    });

    it('applies a partial body: fields left out keep their value', async () => {
      const before = (await api.as('operator').get(`/api/Customer/${northwind.id}`).expect(200)).body;
      const res = await api.as('operator').put(`/api/Customer/${northwind.id}`).send({ State: '' }).expect(200);
      expect(res.body).toEqual({ ...before, State: '' });
      const nulls = await api
        .as('operator')
        .put(`/api/Customer/${northwind.id}`)
        .send({ Address: null, State: 'Kent' })
        .expect(200);
      expect(nulls.body).toEqual({ ...before, Address: '', State: 'Kent' });
    });

    it('edits a customer whose profile is still incomplete', async () => {
      const res = await api
        .as('operator')
        .put(`/api/Customer/${contoso.id}`)
        .send({ Website: 'contoso.example', City: 'Berlin' })
        .expect(200);
      expect(res.body).toMatchObject({
        Website: 'contoso.example',
        City: 'Berlin',
        YearsInBusiness: null,
        Country: 'Germany',
      });
    });

    it('refuses blank required fields, a bad URL, over-long text and a non-boolean IsActive, changing nothing', async () => {
      const before = (await api.as('operator').get(`/api/Customer/${northwind.id}`).expect(200)).body;
      const blank = await api
        .as('operator')
        .put(`/api/Customer/${northwind.id}`)
        .send({ Website: '   ', City: '' })
        .expect(400);
      expect(blank.body).toEqual({
        status: 400,
        title: 'Validation failed',
        errorMessage: ['Website: This field is mandatory', 'City: This field is mandatory'],
      });
      const nulls = await api
        .as('operator')
        .put(`/api/Customer/${northwind.id}`)
        .send({ Website: null, City: null })
        .expect(400);
      expect(nulls.body.errorMessage).toEqual(['Website: This field is mandatory', 'City: This field is mandatory']);
      for (const Website of ['not a url', 'ftp://northwind.example', 'https://', 'javascript:alert(1)']) {
        const res = await api
          .as('operator')
          .put(`/api/Customer/${northwind.id}`)
          .send({ Website, City: 'Paris' })
          .expect(400);
        expect(res.body.errorMessage).toEqual(['Website: Please enter a valid URL']);
      }
      const long = 'x'.repeat(201);
      const tooLong = await api
        .as('operator')
        .put(`/api/Customer/${northwind.id}`)
        .send({ Address: long, State: long, City: long })
        .expect(400);
      expect(tooLong.body.errorMessage).toEqual([
        'Address: Must be at most 200 characters',
        'State: Must be at most 200 characters',
        'City: Must be at most 200 characters',
      ]);
      const active = await api
        .as('operator')
        .put(`/api/Customer/${northwind.id}`)
        .send({ IsActive: 'yes' })
        .expect(400);
      expect(active.body.errorMessage).toEqual(['IsActive: Must be true or false']);
      expect((await api.as('operator').get(`/api/Customer/${northwind.id}`).expect(200)).body).toEqual(before);
    });

    it('toggles Active with a body of IsActive alone, blocks and restores its users, and audits the change', async () => {
      const off = await api.as('operator').put(`/api/Customer/${contoso.id}`).send({ IsActive: false }).expect(200);
      expect(off.body).toMatchObject({ CustomerId: contoso.id, IsActive: false, CustomerName: 'Contoso Ltd' });
      const listed = await api.as('operator').get('/api/Customer').expect(200);
      expect(listed.body.data.find((c: { CustomerId: number }) => c.CustomerId === contoso.id).IsActive).toBe(false);
      await login(DEMO.contosoStaff).expect(401);
      await api.as('contosoAdmin').get('/api/Customer').expect(401);

      await api.as('operator').put(`/api/Customer/${contoso.id}`).send({ IsActive: true }).expect(200);
      await login(DEMO.contosoStaff).expect(200);
      const events = await t.dataSource
        .getRepository(AuditEvent)
        .find({ where: { customerId: contoso.id }, order: { id: 'ASC' } });
      expect(events.map((e) => e.action).filter((a) => a.startsWith('customer.') && a !== 'customer.updated')).toEqual([
        'customer.deactivated',
        'customer.activated',
      ]);
    });

    it('answers 404 for an unknown id and 401/403 for others, changing nothing', async () => {
      await api.as('operator').put('/api/Customer/999999').send({ City: 'Rome' }).expect(404);
      await api.anonymous().put(`/api/Customer/${northwind.id}`).send({ City: 'Rome' }).expect(401);
      await api.as('northwindAdmin').put(`/api/Customer/${northwind.id}`).send({ City: 'Rome' }).expect(403);
      await api.as('northwindStaff').put(`/api/Customer/${northwind.id}`).send({ City: 'Rome' }).expect(403);
      expect((await customers().findOneByOrFail({ id: northwind.id })).city).not.toBe('Rome');
    });
  });

  describe('DELETE /api/Customer/{id}', () => {
    it('is refused without a token and to customer roles', async () => {
      await api.anonymous().delete(`/api/Customer/${contoso.id}`).expect(401);
      // Fresh tokens: deactivating Contoso above revoked the ones issued at start.
      await (await api.asUser(DEMO.contosoAdmin)).delete(`/api/Customer/${contoso.id}`).expect(403);
      await (await api.asUser(DEMO.contosoStaff)).delete(`/api/Customer/${contoso.id}`).expect(403);
      await api.as('operator').delete('/api/Customer/999999').expect(404);
    });

    it('deactivates and hides the customer, keeps its rows and blocks its users', async () => {
      const res = await api.as('operator').delete(`/api/Customer/${contoso.id}`).expect(200);
      expect(res.body).toMatchObject({ CustomerId: contoso.id, IsActive: false });

      await api.as('operator').get(`/api/Customer/${contoso.id}`).expect(404);
      await api.as('operator').put(`/api/Customer/${contoso.id}`).send({ IsActive: true }).expect(404);
      await api.as('operator').delete(`/api/Customer/${contoso.id}`).expect(404);
      const list = await api.as('operator').get('/api/Customer?pageSize=-1').expect(200);
      expect(list.body.data.map((c: { CustomerId: number }) => c.CustomerId)).toEqual([northwind.id]);

      const row = await customers().findOneOrFail({ where: { id: contoso.id }, withDeleted: true });
      expect(row.deletedAt).not.toBeNull();
      expect(row.isActive).toBe(false);
      expect(await t.users.countBy({ customerId: contoso.id })).toBe(2);

      const login1 = await login(DEMO.contosoAdmin).expect(401);
      expect(login1.body.title).toBe('Login failed');
      await login(DEMO.contosoStaff).expect(401);
      await api.as('contosoStaff').get('/api/Customer').expect(401);
      await login(DEMO.northwindStaff).expect(200);

      const audit = await t.dataSource
        .getRepository(AuditEvent)
        .findOneBy({ action: 'customer.deleted', customerId: contoso.id });
      expect(audit).toMatchObject({ target: 'Contoso Ltd' });
    });
  });
});
