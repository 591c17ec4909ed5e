import { DiagnosticQuestion } from '../src/diagnostic-questions/diagnostic-question.entity';
import { InquiryType } from '../src/inquiry-types/inquiry-type.entity';
import { Pathway } from '../src/pathways/pathway.entity';
import { Client, personas, Personas } from './support/personas';
import { createTestApp, TestApp } from './support/test-app';

describe('Pathway API', () => {
  let t: TestApp;
  let api: Personas;
  let op: Client;
  let admin: Client;
  let staff: Client;
  let health: InquiryType;
  let other: InquiryType;
  let fresh: number;
  const pathway = (name: string) => t.dataSource.getRepository(Pathway).findOneByOrFail({ name });

  beforeAll(async () => {
    t = await createTestApp();
    api = await personas(t);
    [op, admin, staff] = [api.as('operator'), api.as('northwindAdmin'), api.as('northwindStaff')];
    const types = t.dataSource.getRepository(InquiryType);
    health = await types.findOneByOrFail({ name: 'Organisational Health Check' });
    other = await types.findOneByOrFail({ name: 'Other' });
    fresh = (await types.save(types.create({ name: 'Fresh type', description: '', isActive: true }))).id;
  });
  afterAll(() => t.close());

  const create = (typeId: number, body: object, as = op) => as.post(`/api/Pathway/${typeId}/CreatePathway`).send(body);

  it('refuses callers without a token (401) and roles the table refuses (403)', async () => {
    const { id } = await pathway('Operations');
    await api.anonymous().get(`/api/Pathway/${health.id}/AllPathways`).expect(401);
    await api.anonymous().get(`/api/Pathway/${id}`).expect(401);
    await staff.get(`/api/Pathway/${health.id}/AllPathways`).expect(403);
    await staff.get(`/api/Pathway/${id}`).expect(403);
    await create(health.id, { Name: 'No' }, admin).expect(403);
    await create(health.id, { Name: 'No' }, staff).expect(403);
    await admin.put(`/api/Pathway/${health.id}/Update/${id}`).send({ Name: 'No' }).expect(403);
    await admin.delete(`/api/Pathway/${id}`).expect(403);
    await staff.delete(`/api/Pathway/${id}`).expect(403);
  });

  it('lists the pathways of an inquiry type for the super admin and (read-only) the customer admin', async () => {
    for (const as of [op, admin]) {
      const res = await as.get(`/api/Pathway/${health.id}/AllPathways?pageSize=8&currentPage=1`).expect(200);
      expect(res.body).toEqual({
        data: [
          {
            Id: expect.any(Number),
            InquiryTypeId: health.id,
            InquiryTypeName: 'Organisational Health Check',
            Name: 'Operations',
          },
          {
            Id: expect.any(Number),
            InquiryTypeId: health.id,
            InquiryTypeName: 'Organisational Health Check',
            Name: 'Leadership and Culture',
          },
        ],
        currentPage: 1,
        pageSize: 8,
        totalItem: 2,
        totalPage: 1,
      });
    }
    const missing = await op.get('/api/Pathway/999999/AllPathways').expect(404);
    expect(missing.body.errorMessage).toEqual(['Inquiry type not found']);
  });

  it('creates a pathway and answers it with the parallel inquiry type lists', async () => {
    const res = await create(fresh, { InquiryTypeId: fresh, Name: '  Strategy  ', Extra: true }).expect(200);
    expect(res.body).toEqual({
      Id: expect.any(Number),
      InquiryTypeId: fresh,
      InquiryTypeName: 'Fresh type',
      Name: 'Strategy',
      InquiryTypeIds: expect.any(Array),
      InquiryTypeNames: ['Digital Transformation Readiness', 'Fresh type', 'Organisational Health Check', 'Other'],
    });
    expect(res.body.InquiryTypeIds[res.body.InquiryTypeNames.indexOf('Fresh type')]).toBe(fresh);
    const got = await admin.get(`/api/Pathway/${res.body.Id}`).expect(200);
    expect(got.body).toEqual(res.body);
    await op.get('/api/Pathway/999999').expect(404);
  });

  it('validates the pathway with the spec wording', async () => {
    expect((await create(fresh, {}).expect(400)).body).toEqual({
      status: 400,
      title: 'Validation failed',
      errorMessage: ['Name: This field is mandatory'],
    });
    expect((await create(fresh, { Name: ' ' }).expect(400)).body.errorMessage).toEqual([
      'Name: This field is mandatory',
    ]);
    expect((await create(fresh, { Name: 'y'.repeat(201) }).expect(400)).body.errorMessage).toEqual([
      'Name: Must be at most 200 characters',
    ]);
    expect((await create(fresh, { Name: 'X', InquiryTypeId: 'abc' }).expect(400)).body.errorMessage).toEqual([
      'InquiryTypeId: This field only contain number',
    ]);
    expect((await create(fresh, { Name: 'X', InquiryTypeId: health.id }).expect(400)).body.errorMessage).toEqual([
      'InquiryTypeId: Must be the inquiry type of the address',
    ]);
    expect((await create(fresh, { Name: 'strategy' }).expect(409)).body.errorMessage).toEqual([
      'Name: This inquiry type already has a pathway named strategy',
    ]);
    await create(999999, { Name: 'Lost' }).expect(404);
  });

  it('pages 8 per page, newest first, with the last page and -1', async () => {
    for (let i = 1; i <= 8; i++) await create(fresh, { Name: `Pathway ${i}` }).expect(200);
    const first = await op.get(`/api/Pathway/${fresh}/AllPathways?pageSize=8&currentPage=1`).expect(200);
    expect(first.body).toMatchObject({ currentPage: 1, pageSize: 8, totalItem: 9, totalPage: 2 });
    expect(first.body.data.map((p: { Name: string }) => p.Name)[0]).toBe('Pathway 8');
    const last = await op.get(`/api/Pathway/${fresh}/AllPathways?pageSize=8&currentPage=2`).expect(200);
    expect(last.body.data.map((p: { Name: string }) => p.Name)).toEqual(['Strategy']);
    const all = await op.get(`/api/Pathway/${fresh}/AllPathways?pageSize=-1&currentPage=1`).expect(200);
    expect(all.body).toMatchObject({ pageSize: -1, totalItem: 9, totalPage: 1 });
    expect(all.body.data).toHaveLength(9);
  });

  it('renames a pathway, moves an unanswered one, and refuses to move an answered one (409)', async () => {
    const p = await pathway('Pathway 1');
    const renamed = await op
      .put(`/api/Pathway/${fresh}/Update/${p.id}`)
      .send({ InquiryTypeId: fresh, Name: 'Renamed' })
      .expect(200);
    expect(renamed.body).toMatchObject({
      Id: p.id,
      Name: 'Renamed',
      InquiryTypeId: fresh,
      InquiryTypeName: 'Fresh type',
    });
    const moved = await op
      .put(`/api/Pathway/${other.id}/Update/${p.id}`)
      .send({ InquiryTypeId: other.id, Name: 'Renamed' })
      .expect(200);
    expect(moved.body).toMatchObject({ InquiryTypeId: other.id, InquiryTypeName: 'Other' });
    const bad = await op.put(`/api/Pathway/${other.id}/Update/${p.id}`).send({ Name: '' }).expect(400);
    expect(bad.body.errorMessage).toEqual(['Name: This field is mandatory']);
    await op.put(`/api/Pathway/${other.id}/Update/999999`).send({ Name: 'x' }).expect(404);

    const answered = await pathway('Operations');
    const res = await op.put(`/api/Pathway/${fresh}/Update/${answered.id}`).send({ Name: 'Operations' }).expect(409);
    expect(res.body.errorMessage).toEqual([
      'The questions of the pathway Operations already have answers: it cannot move to another inquiry type',
    ]);
  });

  it('refuses to delete a pathway whose questions have answers; deletes an unanswered one with its questions', async () => {
    const answered = await pathway('Operations');
    const res = await op.delete(`/api/Pathway/${answered.id}`).expect(409);
    expect(res.body.errorMessage[0]).toMatch(
      /^The pathway Operations cannot be deleted: its questions have \d+ answers from respondents$/,
    );
    expect(await t.dataSource.getRepository(DiagnosticQuestion).countBy({ pathwayId: answered.id })).toBeGreaterThan(0);

    const general = await pathway('General');
    expect(await t.dataSource.getRepository(DiagnosticQuestion).countBy({ pathwayId: general.id })).toBe(1);
    await op.delete(`/api/Pathway/${general.id}`).expect(200);
    expect(await t.dataSource.getRepository(DiagnosticQuestion).countBy({ pathwayId: general.id })).toBe(0);
    await op.get(`/api/Pathway/${general.id}`).expect(404);
    await op.delete(`/api/Pathway/${general.id}`).expect(404);
  });
});
