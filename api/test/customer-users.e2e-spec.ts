import { AuditEvent } from '../src/audit/audit-event.entity';
import { Customer } from '../src/customers/customer.entity';
import { User } from '../src/users/user.entity';
import { Client, personas, Personas } from './support/personas';
import { createTestApp, DEMO, TestApp } from './support/test-app';

describe('Customer user administration (/api/CustomerUser)', () => {
  let t: TestApp;
  let api: Personas;
  let northwind: Customer;
  let contoso: Customer;
  let staff1: User;
  let contosoStaff: User;

  beforeAll(async () => {
    t = await createTestApp();
    api = await personas(t);
    const repo = t.dataSource.getRepository(Customer);
    northwind = await repo.findOneByOrFail({ name: 'Northwind Traders' });
    contoso = await repo.findOneByOrFail({ name: 'Contoso Ltd' });
    staff1 = await t.users.findOneByOrFail({ email: DEMO.northwindStaff });
    contosoStaff = await t.users.findOneByOrFail({ email: DEMO.contosoStaff });
  });
  afterAll(() => t.close());

  const login = (username: string) =>
    api.anonymous().post('/api/auth/login').send({ username, password: DEMO.password });
  const whoCanList = (as: Client) => as.get('/api/Customer');

  describe('GET /api/CustomerUser/GetAll/{customerId}', () => {
    it('lists the users of one customer with the spec fields, 8 per page, newest first', async () => {
      const first = await api
        .as('operator')
        .get(`/api/CustomerUser/GetAll/${northwind.id}?pageSize=8&currentPage=1`)
        .expect(200);
      // Northwind: its admin, 8 staff and the 17 people of its directory who signed up to answer the finished inquiry.
      expect(first.body).toMatchObject({ currentPage: 1, pageSize: 8, totalItem: 26, totalPage: 4 });
      expect(first.body.data).toHaveLength(8);
      expect(first.body.data[0]).toEqual({
        Id: expect.any(Number),
        FirstName: 'Ivy',
        LastName: 'Nash',
        Email: 'ivy.nash@northwind.demo.test',
        Designation: '',
        IsAdmin: false,
        Active: true,
        IsVerified: true,
      });
      const ids = first.body.data.map((u: { Id: number }) => u.Id);
      expect([...ids].sort((a, b) => b - a)).toEqual(ids);

      const last = await api
        .as('operator')
        .get(`/api/CustomerUser/GetAll/${northwind.id}?pageSize=8&currentPage=4`)
        .expect(200);
      expect(last.body.data.map((u: { Email: string }) => u.Email)).toEqual([DEMO.northwindStaff, DEMO.northwindAdmin]);
      expect(last.body.data.slice(1)).toEqual([
        {
          Id: expect.any(Number),
          FirstName: 'Nora',
          LastName: 'West',
          Email: DEMO.northwindAdmin,
          Designation: 'Head of Strategy',
          IsAdmin: true,
          Active: true,
          IsVerified: true,
        },
      ]);
      const all = await api.as('operator').get(`/api/CustomerUser/GetAll/${northwind.id}?pageSize=-1`).expect(200);
      expect(all.body).toMatchObject({ currentPage: 1, pageSize: -1, totalItem: 26, totalPage: 1 });
      expect(all.body.data.every((u: { Email: string }) => u.Email.endsWith('@northwind.demo.test'))).toBe(true);

      const other = await api.as('operator').get(`/api/CustomerUser/GetAll/${contoso.id}`).expect(200);
      expect(other.body.data.map((u: { Email: string }) => u.Email)).toEqual([DEMO.contosoStaff, DEMO.contosoAdmin]);
    });

    it('answers 404 for an unknown customer and refuses customer roles', async () => {
      const res = await api.as('operator').get('/api/CustomerUser/GetAll/999999').expect(404);
      expect(res.body).toEqual({ status: 404, title: 'Not Found', errorMessage: ['Customer not found'] });
      await api.anonymous().get(`/api/CustomerUser/GetAll/${northwind.id}`).expect(401);
      await api.as('northwindAdmin').get(`/api/CustomerUser/GetAll/${northwind.id}`).expect(403);
      await api.as('northwindStaff').get(`/api/CustomerUser/GetAll/${northwind.id}`).expect(403);
    });
  });

  describe('GET /api/CustomerUser/{id}', () => {
    it('answers one customer user', async () => {
      const res = await api.as('operator').get(`/api/CustomerUser/${staff1.id}`).expect(200);
      expect(res.body).toEqual({
        Id: staff1.id,
        FirstName: 'Alice',
        LastName: 'Morgan',
        Email: DEMO.northwindStaff,
        Designation: 'Team lead',
        IsAdmin: false,
        Active: true,
        IsVerified: true,
        CustomerId: northwind.id,
      });
    });

    it('answers 404 for an unknown id and for a super admin, and refuses customer roles', async () => {
      const operator = await t.users.findOneByOrFail({ email: DEMO.operator });
      const missing = await api.as('operator').get('/api/CustomerUser/999999').expect(404);
      expect(missing.body).toEqual({ status: 404, title: 'Not Found', errorMessage: ['Customer user not found'] });
      await api.as('operator').get(`/api/CustomerUser/${operator.id}`).expect(404);
      await api
        .as('operator')
        .put(`/api/CustomerUser/${operator.id}`)
        .send({ FirstName: 'X', LastName: 'Y' })
        .expect(404);
      await api.as('operator').delete(`/api/CustomerUser/${operator.id}`).expect(404);
      expect(await t.users.findOneByOrFail({ id: operator.id })).toMatchObject({
        firstName: 'Olivia',
        isActive: true,
        deletedAt: null,
      });
      await api.anonymous().get(`/api/CustomerUser/${staff1.id}`).expect(401);
      await api.as('northwindAdmin').get(`/api/CustomerUser/${staff1.id}`).expect(403);
      await api.as('northwindStaff').get(`/api/CustomerUser/${staff1.id}`).expect(403);
    });
  });

  describe('PUT /api/CustomerUser/{id}', () => {
    it('changes names, job title and IsVerified; Email and IsAdmin never change', async () => {
      const res = await api
        .as('operator')
        .put(`/api/CustomerUser/${staff1.id}`)
        .send({
          Id: 777,
          FirstName: ' Alicia ',
          LastName: 'Morgan-Smith',
          Email: 'hijack@evil.test',
          Designation: 'Analyst',
          IsAdmin: true,
          Active: true,
          IsVerified: false,
          CustomerId: contoso.id,
        })
        .expect(200);
      const expected = {
        Id: staff1.id,
        FirstName: 'Alicia',
        LastName: 'Morgan-Smith',
        Email: DEMO.northwindStaff,
        Designation: 'Analyst',
        IsAdmin: false,
        Active: true,
        IsVerified: false,
        CustomerId: northwind.id,
      };
      expect(res.body).toEqual(expected);
      expect((await api.as('operator').get(`/api/CustomerUser/${staff1.id}`).expect(200)).body).toEqual(expected);
      const row = await t.users.findOneByOrFail({ id: staff1.id });
      expect(row).toMatchObject({
        email: DEMO.northwindStaff,
        isAdmin: false,
        role: 'CustomerUser',
        customerId: northwind.id,
      });
      await login(DEMO.northwindStaff).expect(200);
    });

    it('keeps Designation, Active and IsVerified when they are left out, and clears Designation on blank', async () => {
      const res = await api
        .as('operator')
        .put(`/api/CustomerUser/${staff1.id}`)
        .send({ FirstName: 'Alice', LastName: 'Morgan' })
        .expect(200);
      expect(res.body).toMatchObject({
        FirstName: 'Alice',
        LastName: 'Morgan',
        Designation: 'Analyst',
        Active: true,
        IsVerified: false,
      });
      const blank = await api
        .as('operator')
        .put(`/api/CustomerUser/${staff1.id}`)
        .send({ FirstName: 'Alice', LastName: 'Morgan', Designation: '', IsVerified: true })
        .expect(200);
      expect(blank.body).toMatchObject({ Designation: '', IsVerified: true });
    });

    it('refuses missing or blank names, over-long text and non-boolean flags, changing nothing', async () => {
      const before = (await api.as('operator').get(`/api/CustomerUser/${staff1.id}`).expect(200)).body;
      const missing = await api
        .as('operator')
        .put(`/api/CustomerUser/${staff1.id}`)
        .send({ Designation: 'Boss' })
        .expect(400);
      expect(missing.body).toEqual({
        status: 400,
        title: 'Validation failed',
        errorMessage: ['FirstName: This field is mandatory', 'LastName: This field is mandatory'],
      });
      const blank = await api
        .as('operator')
        .put(`/api/CustomerUser/${staff1.id}`)
        .send({ FirstName: '   ', LastName: null, Active: false })
        .expect(400);
      expect(blank.body.errorMessage).toEqual([
        'FirstName: This field is mandatory',
        'LastName: This field is mandatory',
      ]);
      const long = 'x'.repeat(201);
      const tooLong = await api
        .as('operator')
        .put(`/api/CustomerUser/${staff1.id}`)
        .send({ FirstName: long, LastName: 'M', Designation: long })
        .expect(400);
      expect(tooLong.body.errorMessage).toEqual([
        'FirstName: Must be at most 200 characters',
        'Designation: Must be at most 200 characters',
      ]);
      const flags = await api
        .as('operator')
        .put(`/api/CustomerUser/${staff1.id}`)
        .send({ FirstName: 'A', LastName: 'M', Active: 'no', IsVerified: 1 })
        .expect(400);
      expect(flags.body.errorMessage).toEqual(['Active: Must be true or false', 'IsVerified: Must be true or false']);
      expect((await api.as('operator').get(`/api/CustomerUser/${staff1.id}`).expect(200)).body).toEqual(before);
      await login(DEMO.northwindStaff).expect(200);
    });

    it('deactivation revokes the user tokens and blocks login; reactivation lets them log in again', async () => {
      const staff = await api.asUser(DEMO.contosoStaff);
      await whoCanList(staff).expect(403); // a valid token of a customer user
      const off = await api
        .as('operator')
        .put(`/api/CustomerUser/${contosoStaff.id}`)
        .send({ FirstName: 'Klaus', LastName: 'Becker', Active: false })
        .expect(200);
      expect(off.body).toMatchObject({ Active: false });
      await whoCanList(staff).expect(401);
      await login(DEMO.contosoStaff).expect(401);
      expect((await t.users.findOneByOrFail({ id: contosoStaff.id })).tokenVersion).toBe(contosoStaff.tokenVersion + 1);

      await api
        .as('operator')
        .put(`/api/CustomerUser/${contosoStaff.id}`)
        .send({ FirstName: 'Klaus', LastName: 'Becker', Active: true })
        .expect(200);
      // The old token stays revoked; a new login works.
      await whoCanList(staff).expect(401);
      await login(DEMO.contosoStaff).expect(200);
      const actions = (await t.dataSource.getRepository(AuditEvent).findBy({ target: DEMO.contosoStaff })).map(
        (e) => e.action,
      );
      expect(actions).toEqual(expect.arrayContaining(['user.deactivated', 'user.activated']));
    });

    it('answers 404 for an unknown id and refuses customer roles, changing nothing', async () => {
      await api.as('operator').put('/api/CustomerUser/999999').send({ FirstName: 'A', LastName: 'B' }).expect(404);
      await api.anonymous().put(`/api/CustomerUser/${staff1.id}`).send({ FirstName: 'A', LastName: 'B' }).expect(401);
      await api
        .as('northwindAdmin')
        .put(`/api/CustomerUser/${staff1.id}`)
        .send({ FirstName: 'A', LastName: 'B' })
        .expect(403);
      await api
        .as('northwindStaff')
        .put(`/api/CustomerUser/${staff1.id}`)
        .send({ FirstName: 'A', LastName: 'B' })
        .expect(403);
      expect((await t.users.findOneByOrFail({ id: staff1.id })).firstName).toBe('Alice');
    });
  });

  describe('DELETE /api/CustomerUser/{id}', () => {
    it('refuses customer roles and unknown ids', async () => {
      await api.anonymous().delete(`/api/CustomerUser/${staff1.id}`).expect(401);
      await api.as('northwindAdmin').delete(`/api/CustomerUser/${staff1.id}`).expect(403);
      await api.as('northwindStaff').delete(`/api/CustomerUser/${staff1.id}`).expect(403);
      await api.as('operator').delete('/api/CustomerUser/999999').expect(404);
    });

    it('deactivates and hides the user, keeps the row, revokes tokens and blocks login', async () => {
      const staff2 = await t.users.findOneByOrFail({ email: 'staff2@northwind.demo.test' });
      const staff = await api.asUser(staff2.email);
      await whoCanList(staff).expect(403);

      const res = await api.as('operator').delete(`/api/CustomerUser/${staff2.id}`).expect(200);
      expect(res.body).toMatchObject({ Id: staff2.id, Active: false });
      await whoCanList(staff).expect(401);
      await login(staff2.email).expect(401);

      await api.as('operator').get(`/api/CustomerUser/${staff2.id}`).expect(404);
      await api
        .as('operator')
        .put(`/api/CustomerUser/${staff2.id}`)
        .send({ FirstName: 'B', LastName: 'C', Active: true })
        .expect(404);
      await api.as('operator').delete(`/api/CustomerUser/${staff2.id}`).expect(404);
      const list = await api.as('operator').get(`/api/CustomerUser/GetAll/${northwind.id}?pageSize=-1`).expect(200);
      expect(list.body.totalItem).toBe(25);
      expect(list.body.data.map((u: { Id: number }) => u.Id)).not.toContain(staff2.id);

      const row = await t.users.findOneOrFail({ where: { id: staff2.id }, withDeleted: true });
      expect(row).toMatchObject({
        isActive: false,
        email: staff2.email,
        firstName: staff2.firstName,
        tokenVersion: staff2.tokenVersion + 1,
      });
      expect(row.deletedAt).not.toBeNull();
      expect(
        await t.dataSource.getRepository(AuditEvent).countBy({ action: 'user.deleted', target: staff2.email }),
      ).toBe(1);
      await login(DEMO.northwindStaff).expect(200);
    });

    it('hides the users of a deleted customer', async () => {
      await api.as('operator').delete(`/api/Customer/${contoso.id}`).expect(200);
      await api.as('operator').get(`/api/CustomerUser/GetAll/${contoso.id}`).expect(404);
      await api.as('operator').get(`/api/CustomerUser/${contosoStaff.id}`).expect(404);
    });
  });
});
