import { InquiryType } from '../src/inquiry-types/inquiry-type.entity';
import { Client, personas, Personas } from './support/personas';
import { createTestApp, TestApp } from './support/test-app';

describe('InquiryType API', () => {
  let t: TestApp;
  let api: Personas;
  let op: Client;
  let admin: Client;
  let staff: Client;

  beforeAll(async () => {
    t = await createTestApp();
    api = await personas(t);
    [op, admin, staff] = [api.as('operator'), api.as('northwindAdmin'), api.as('northwindStaff')];
  });
  afterAll(() => t.close());

  const create = (body: object, as = op) => as.post('/api/InquiryType/CreateInquiryType').send(body);
  const seeded = (name: string) => t.dataSource.getRepository(InquiryType).findOneByOrFail({ name });

  it('refuses callers without a token (401) and roles the table refuses (403)', async () => {
    await api.anonymous().get('/api/InquiryType').expect(401);
    await api.anonymous().post('/api/InquiryType/CreateInquiryType').send({ InqType: 'X' }).expect(401);
    await staff.get('/api/InquiryType').expect(403);
    const { id } = await seeded('Other');
    await staff.get(`/api/InquiryType/${id}`).expect(403);
    const refused = await create({ InqType: 'By admin' }, admin).expect(403);
    expect(refused.body).toEqual({ status: 403, title: 'Forbidden', errorMessage: ['You are not allowed to do this'] });
    await admin.put(`/api/InquiryType/${id}`).send({ InqType: 'Renamed' }).expect(403);
    await admin.delete(`/api/InquiryType/${id}`).expect(403);
    await staff.delete(`/api/InquiryType/${id}`).expect(403);
  });

  it('creates a type and answers the stored record in the spec shape, ignoring unknown fields', async () => {
    const res = await create({
      InqType: '  Team Effectiveness  ',
      Description: 'How teams work',
      IsActive: false,
      Hack: 1,
    }).expect(200);
    expect(res.body).toEqual({
      Id: expect.any(Number),
      InqType: 'Team Effectiveness',
      Description: 'How teams work',
      IsActive: false,
    });
    const got = await op.get(`/api/InquiryType/${res.body.Id}`).expect(200);
    expect(got.body).toEqual(res.body);
    const defaults = await create({ InqType: 'Minimal type' }).expect(200);
    expect(defaults.body).toMatchObject({ Description: '', IsActive: true });
  });

  it('validates InqType, Description and IsActive with the spec wording', async () => {
    expect((await create({}).expect(400)).body).toEqual({
      status: 400,
      title: 'Validation failed',
      errorMessage: ['InqType: This field is mandatory'],
    });
    expect((await create({ InqType: '   ' }).expect(400)).body.errorMessage).toEqual([
      'InqType: This field is mandatory',
    ]);
    expect((await create({ InqType: 'x'.repeat(201) }).expect(400)).body.errorMessage).toEqual([
      'InqType: Must be at most 200 characters',
    ]);
    expect((await create({ InqType: 'Ok', IsActive: 'yes', Description: 3 }).expect(400)).body.errorMessage).toEqual([
      'Description: Must be text',
      'IsActive: Must be true or false',
    ]);
    const dup = await create({ InqType: 'organisational HEALTH check' }).expect(409);
    expect(dup.body.errorMessage).toEqual([
      'InqType: An inquiry type named organisational HEALTH check already exists',
    ]);
  });

  it('edits a type; fields left out keep their value; 404 for a missing one', async () => {
    const made = (await create({ InqType: 'Edit me', Description: 'Keep this' }).expect(200)).body;
    const res = await op.put(`/api/InquiryType/${made.Id}`).send({ InqType: 'Edited', IsActive: false }).expect(200);
    expect(res.body).toEqual({ Id: made.Id, InqType: 'Edited', Description: 'Keep this', IsActive: false });
    const bad = await op.put(`/api/InquiryType/${made.Id}`).send({ Description: 'no name' }).expect(400);
    expect(bad.body.errorMessage).toEqual(['InqType: This field is mandatory']);
    await op.put(`/api/InquiryType/${made.Id}`).send({ InqType: 'Other' }).expect(409);
    await op.put('/api/InquiryType/999999').send({ InqType: 'Nothing' }).expect(404);
    const missing = await op.get('/api/InquiryType/999999').expect(404);
    expect(missing.body).toEqual({ status: 404, title: 'Not Found', errorMessage: ['Inquiry type not found'] });
  });

  it('pages 8 per page newest first, and pageSize=-1 is the dropdown: alphabetical ignoring case, Other last', async () => {
    const repo = t.dataSource.getRepository(InquiryType);
    await repo.delete({ name: 'Minimal type' });
    for (const name of ['zulu audit', 'Alpha review', 'beta scan', 'Mike check'])
      await create({ InqType: name }).expect(200);
    const total = await repo.count();
    expect(total).toBeGreaterThan(8);

    const first = await op.get('/api/InquiryType?pageSize=8&currentPage=1').expect(200);
    expect(first.body).toMatchObject({
      currentPage: 1,
      pageSize: 8,
      totalItem: total,
      totalPage: Math.ceil(total / 8),
    });
    expect(first.body.data).toHaveLength(8);
    expect(first.body.data[0]).toEqual({
      Id: expect.any(Number),
      InqType: 'Mike check',
      Description: '',
      IsActive: true,
    });
    const last = await op.get(`/api/InquiryType?pageSize=8&currentPage=${Math.ceil(total / 8)}`).expect(200);
    expect(last.body.data).toHaveLength(total - 8 * (Math.ceil(total / 8) - 1));
    expect(last.body.data.at(-1).InqType).toBe('Organisational Health Check');

    const all = await op.get('/api/InquiryType?pageSize=-1&currentPage=1').expect(200);
    expect(all.body).toMatchObject({ currentPage: 1, pageSize: -1, totalItem: total, totalPage: 1 });
    const names = all.body.data.map((d: { InqType: string }) => d.InqType);
    expect(names).toEqual([
      'Alpha review',
      'beta scan',
      'Digital Transformation Readiness',
      'Edited',
      'Mike check',
      'Organisational Health Check',
      'Team Effectiveness',
      'zulu audit',
      'Other',
    ]);
    await op.get('/api/InquiryType?pageSize=0').expect(400);
  });

  it('shows customer admins the active types only, and lets them read one', async () => {
    const all = await admin.get('/api/InquiryType?pageSize=-1').expect(200);
    const names = all.body.data.map((d: { InqType: string }) => d.InqType);
    expect(names).not.toContain('Team Effectiveness');
    expect(names).not.toContain('Edited');
    expect(names.at(-1)).toBe('Other');
    expect(all.body.data.every((d: { IsActive: boolean }) => d.IsActive)).toBe(true);
    const { id } = await seeded('Other');
    expect((await admin.get(`/api/InquiryType/${id}`).expect(200)).body.InqType).toBe('Other');
  });

  it('refuses to delete a type that inquiries and content depend on, naming them; deletes an unused one', async () => {
    const used = await seeded('Organisational Health Check');
    const res = await op.delete(`/api/InquiryType/${used.id}`).expect(409);
    expect(res.body.status).toBe(409);
    expect(res.body.errorMessage[0]).toMatch(
      // Northwind's finished inquiry, its 2025 round and the five benchmark peers' inquiries (the rounds-and-benchmarks demo).
      /^The inquiry type Organisational Health Check cannot be deleted: 7 inquiries, 2 pathways, 3 intake questions, 8 findings, 4 recommendations and 1 roadmap depend on it\./,
    );
    expect(await t.dataSource.getRepository(InquiryType).countBy({ id: used.id })).toBe(1);

    const unused = (await create({ InqType: 'Throwaway' }).expect(200)).body;
    await op.delete(`/api/InquiryType/${unused.Id}`).expect(200);
    await op.get(`/api/InquiryType/${unused.Id}`).expect(404);
    await op.delete(`/api/InquiryType/${unused.Id}`).expect(404);
  });
});
