import { Customer } from '../src/customers/customer.entity';
import { personas, Personas } from './support/personas';
import { createTestApp, DEMO, TestApp } from './support/test-app';

describe('Manage Profile: a client that sends the profile it read back', () => {
  let t: TestApp;
  let api: Personas;

  beforeAll(async () => {
    t = await createTestApp();
    api = await personas(t);
  });
  afterAll(() => t.close());

  const contributes = async () =>
    (await t.dataSource.getRepository(Customer).findOneByOrFail({ name: 'Northwind Traders' })).contributesToBenchmarks;

  it('lets a staff member save the whole profile read before, ContributesToBenchmarks unchanged included', async () => {
    const staff = await api.asUser(DEMO.northwindStaff);
    const id = (await t.users.findOneByOrFail({ email: DEMO.northwindStaff })).id;
    const read = (await staff.get(`/api/CustomerUser/Profile/${id}`).expect(200)).body;
    expect(read.ContributesToBenchmarks).toBe(true);
    const saved = await staff
      .put(`/api/CustomerUser/Profile/${id}`)
      .send({ ...read, FirstName: 'Rowan', Designation: 'Analyst' })
      .expect(200);
    expect(saved.body).toEqual({ ...read, FirstName: 'Rowan', Designation: 'Analyst' });
    expect(await contributes()).toBe(true);
  });

  it('still refuses a staff member a real change of ContributesToBenchmarks, and stores nothing of that request', async () => {
    const staff = await api.asUser(DEMO.northwindStaff);
    const id = (await t.users.findOneByOrFail({ email: DEMO.northwindStaff })).id;
    const read = (await staff.get(`/api/CustomerUser/Profile/${id}`).expect(200)).body;
    const refused = await staff
      .put(`/api/CustomerUser/Profile/${id}`)
      .send({ ...read, FirstName: 'Changed', ContributesToBenchmarks: false })
      .expect(403);
    expect(refused.body).toEqual({
      status: 403,
      title: 'Forbidden',
      errorMessage: ["Only the organisation's admin can change ContributesToBenchmarks"],
    });
    expect(await contributes()).toBe(true);
    expect((await t.users.findOneByOrFail({ id })).firstName).toBe(read.FirstName);
  });

  it("lets the organisation's admin send it unchanged or change it", async () => {
    const admin = await api.asUser(DEMO.northwindAdmin);
    const id = (await t.users.findOneByOrFail({ email: DEMO.northwindAdmin })).id;
    const read = (await admin.get(`/api/CustomerUser/Profile/${id}`).expect(200)).body;
    await admin.put(`/api/CustomerUser/Profile/${id}`).send(read).expect(200);
    expect(await contributes()).toBe(true);
    const changed = await admin
      .put(`/api/CustomerUser/Profile/${id}`)
      .send({ ...read, ContributesToBenchmarks: false })
      .expect(200);
    expect(changed.body.ContributesToBenchmarks).toBe(false);
    expect(await contributes()).toBe(false);
  });
});
