import { Finding } from '../src/findings/finding.entity';
import { InquiryType } from '../src/inquiry-types/inquiry-type.entity';
import { personas, Personas } from './support/personas';
import { createTestApp, TestApp } from './support/test-app';

describe('Findings library (/api/Findings)', () => {
  let t: TestApp;
  let api: Personas;
  let health: InquiryType;
  let digital: InquiryType;

  beforeAll(async () => {
    t = await createTestApp();
    api = await personas(t);
    const types = t.dataSource.getRepository(InquiryType);
    health = await types.findOneByOrFail({ name: 'Organisational Health Check' });
    digital = await types.findOneByOrFail({ name: 'Digital Transformation Readiness' });
  });
  afterAll(() => t.close());

  const findings = () => t.dataSource.getRepository(Finding);
  const valid = () => ({
    InquiryTypeId: health.id,
    Area: 'People',
    FindingDetail: 'Managers rarely hold one-to-one meetings.',
  });

  describe('GET /api/Findings/AllFindings', () => {
    it('pages the library newest first with the spec fields (8 per page, last page, -1)', async () => {
      const total = await findings().count();
      expect(total).toBe(12);
      const first = await api.as('operator').get('/api/Findings/AllFindings?pageSize=8&currentPage=1').expect(200);
      expect(first.body).toMatchObject({ currentPage: 1, pageSize: 8, totalItem: 12, totalPage: 2 });
      expect(first.body.data).toHaveLength(8);
      expect(first.body.data[0]).toEqual({
        FindingId: expect.any(Number),
        FindingDetail: 'Data ownership is undefined for customer records.',
        Area: 'Structure',
        InquiryTypeId: digital.id,
        InquiryTypeName: 'Digital Transformation Readiness',
      });
      const ids = first.body.data.map((f: { FindingId: number }) => f.FindingId);
      expect([...ids].sort((a, b) => b - a)).toEqual(ids);
      const last = await api.as('operator').get('/api/Findings/AllFindings?pageSize=8&currentPage=2').expect(200);
      expect(last.body.data).toHaveLength(4);
      expect(last.body.data[3]).toMatchObject({
        FindingDetail: 'Values are widely known but applied unevenly across units.',
        Area: 'Culture',
        InquiryTypeName: 'Organisational Health Check',
      });
      const all = await api.as('operator').get('/api/Findings/AllFindings?pageSize=-1').expect(200);
      expect(all.body).toMatchObject({ currentPage: 1, pageSize: -1, totalItem: 12, totalPage: 1 });
      expect(all.body.data).toHaveLength(12);
    });

    it('is refused without a token and to customer roles', async () => {
      await api.anonymous().get('/api/Findings/AllFindings').expect(401);
      for (const who of ['northwindAdmin', 'northwindStaff'] as const) {
        const res = await api.as(who).get('/api/Findings/AllFindings').expect(403);
        expect(res.body).toEqual({ status: 403, title: 'Forbidden', errorMessage: ['You are not allowed to do this'] });
      }
    });
  });

  describe('POST /api/Findings/AddFindings', () => {
    it('stores a finding and answers it in the spec shape', async () => {
      const res = await api
        .as('operator')
        .post('/api/Findings/AddFindings')
        .send({
          ...valid(),
          FindingDetail: '  Managers rarely hold one-to-one meetings.  ',
          FindingId: 999,
          Extra: 'x',
        })
        .expect(200);
      expect(res.body).toEqual({
        FindingId: expect.any(Number),
        FindingDetail: 'Managers rarely hold one-to-one meetings.',
        Area: 'People',
        InquiryTypeId: health.id,
        InquiryTypeName: 'Organisational Health Check',
      });
      expect(res.body.FindingId).not.toBe(999);
      const one = await api.as('operator').get(`/api/Findings/${res.body.FindingId}`).expect(200);
      expect(one.body).toEqual(res.body);
      // A select's value may come as a digit string.
      const text = await api
        .as('operator')
        .post('/api/Findings/AddFindings')
        .send({ ...valid(), InquiryTypeId: String(digital.id), Area: 'Culture' })
        .expect(200);
      expect(text.body).toMatchObject({
        InquiryTypeId: digital.id,
        InquiryTypeName: 'Digital Transformation Readiness',
        Area: 'Culture',
      });
      // Details are long texts: up to 5000 characters.
      const long = await api
        .as('operator')
        .post('/api/Findings/AddFindings')
        .send({ ...valid(), FindingDetail: 'y'.repeat(5000) })
        .expect(200);
      expect(long.body.FindingDetail).toHaveLength(5000);
    });

    it('refuses missing fields, a bad area, an unknown inquiry type and over-long text, storing nothing', async () => {
      const before = await findings().count();
      const empty = await api.as('operator').post('/api/Findings/AddFindings').send({}).expect(400);
      expect(empty.body).toEqual({
        status: 400,
        title: 'Validation failed',
        errorMessage: [
          'InquiryTypeId: This field is mandatory',
          'Area: This field is mandatory',
          'FindingDetail: This field is mandatory',
        ],
      });
      const blanks = await api
        .as('operator')
        .post('/api/Findings/AddFindings')
        .send({ InquiryTypeId: 0, Area: '', FindingDetail: '   ' })
        .expect(400);
      expect(blanks.body.errorMessage).toEqual([
        'InquiryTypeId: This field is mandatory',
        'Area: This field is mandatory',
        'FindingDetail: This field is mandatory',
      ]);
      const nulls = await api
        .as('operator')
        .post('/api/Findings/AddFindings')
        .send({ InquiryTypeId: null, Area: null, FindingDetail: null })
        .expect(400);
      expect(nulls.body.errorMessage).toEqual([
        'InquiryTypeId: This field is mandatory',
        'Area: This field is mandatory',
        'FindingDetail: This field is mandatory',
      ]);
      const notNumber = await api
        .as('operator')
        .post('/api/Findings/AddFindings')
        .send({ ...valid(), InquiryTypeId: 'abc' })
        .expect(400);
      expect(notNumber.body.errorMessage).toEqual(['InquiryTypeId: This field only contain number']);
      for (const Area of ['Other', 'culture', 'Finance']) {
        const res = await api
          .as('operator')
          .post('/api/Findings/AddFindings')
          .send({ ...valid(), Area })
          .expect(400);
        expect(res.body.errorMessage).toEqual(['Area: Area must be one of Culture, People, Process, Structure']);
      }
      const unknown = await api
        .as('operator')
        .post('/api/Findings/AddFindings')
        .send({ ...valid(), InquiryTypeId: 999999 })
        .expect(400);
      expect(unknown.body).toEqual({
        status: 400,
        title: 'Validation failed',
        errorMessage: ['InquiryTypeId: The inquiry type 999999 does not exist'],
      });
      const tooLong = await api
        .as('operator')
        .post('/api/Findings/AddFindings')
        .send({ ...valid(), FindingDetail: 'y'.repeat(5001) })
        .expect(400);
      expect(tooLong.body.errorMessage).toEqual(['FindingDetail: Must be at most 5000 characters']);
      expect(await findings().count()).toBe(before);
    });

    it('is refused without a token and to customer roles, storing nothing', async () => {
      const before = await findings().count();
      await api.anonymous().post('/api/Findings/AddFindings').send(valid()).expect(401);
      await api.as('northwindAdmin').post('/api/Findings/AddFindings').send(valid()).expect(403);
      await api.as('northwindStaff').post('/api/Findings/AddFindings').send(valid()).expect(403);
      expect(await findings().count()).toBe(before);
    });
  });

  describe('GET/PUT/DELETE /api/Findings/{id}', () => {
    let id: number;
    beforeAll(async () => {
      id = (
        await findings().save(
          findings().create({ inquiryTypeId: health.id, area: 'Process', detail: 'Handovers lose information.' }),
        )
      ).id;
    });

    it('reads one finding and answers 404 for an unknown id', async () => {
      const res = await api.as('operator').get(`/api/Findings/${id}`).expect(200);
      expect(res.body).toEqual({
        FindingId: id,
        FindingDetail: 'Handovers lose information.',
        Area: 'Process',
        InquiryTypeId: health.id,
        InquiryTypeName: 'Organisational Health Check',
      });
      const missing = await api.as('operator').get('/api/Findings/999999').expect(404);
      expect(missing.body).toEqual({ status: 404, title: 'Not Found', errorMessage: ['Finding not found'] });
      await api.anonymous().get(`/api/Findings/${id}`).expect(401);
      await api.as('northwindAdmin').get(`/api/Findings/${id}`).expect(403);
      await api.as('northwindStaff').get(`/api/Findings/${id}`).expect(403);
    });

    it('edits inquiry type, area and detail', async () => {
      const res = await api
        .as('operator')
        .put(`/api/Findings/${id}`)
        .send({ InquiryTypeId: digital.id, Area: 'Structure', FindingDetail: 'Handovers lose data.', FindingId: 1 })
        .expect(200);
      const expected = {
        FindingId: id,
        FindingDetail: 'Handovers lose data.',
        Area: 'Structure',
        InquiryTypeId: digital.id,
        InquiryTypeName: 'Digital Transformation Readiness',
      };
      expect(res.body).toEqual(expected);
      expect((await api.as('operator').get(`/api/Findings/${id}`).expect(200)).body).toEqual(expected);
    });

    it('refuses invalid edits, changing nothing', async () => {
      const before = (await api.as('operator').get(`/api/Findings/${id}`).expect(200)).body;
      const empty = await api.as('operator').put(`/api/Findings/${id}`).send({ FindingDetail: '' }).expect(400);
      expect(empty.body.errorMessage).toEqual([
        'InquiryTypeId: This field is mandatory',
        'Area: This field is mandatory',
        'FindingDetail: This field is mandatory',
      ]);
      const unknown = await api
        .as('operator')
        .put(`/api/Findings/${id}`)
        .send({ ...valid(), InquiryTypeId: 999999 })
        .expect(400);
      expect(unknown.body.errorMessage).toEqual(['InquiryTypeId: The inquiry type 999999 does not exist']);
      await api
        .as('operator')
        .put(`/api/Findings/${id}`)
        .send({ ...valid(), Area: 'Other' })
        .expect(400);
      await api.as('operator').put('/api/Findings/999999').send(valid()).expect(404);
      await api.anonymous().put(`/api/Findings/${id}`).send(valid()).expect(401);
      await api.as('northwindAdmin').put(`/api/Findings/${id}`).send(valid()).expect(403);
      await api.as('northwindStaff').put(`/api/Findings/${id}`).send(valid()).expect(403);
      expect((await api.as('operator').get(`/api/Findings/${id}`).expect(200)).body).toEqual(before);
    });

    it('deletes a finding; customer roles and unknown ids are refused', async () => {
      await api.anonymous().delete(`/api/Findings/${id}`).expect(401);
      await api.as('northwindAdmin').delete(`/api/Findings/${id}`).expect(403);
      await api.as('northwindStaff').delete(`/api/Findings/${id}`).expect(403);
      await api.as('operator').delete('/api/Findings/999999').expect(404);
      expect(await findings().countBy({ id })).toBe(1);
      const res = await api.as('operator').delete(`/api/Findings/${id}`).expect(200);
      expect(res.body).toMatchObject({ FindingId: id });
      expect(await findings().countBy({ id })).toBe(0);
      await api.as('operator').get(`/api/Findings/${id}`).expect(404);
      await api.as('operator').delete(`/api/Findings/${id}`).expect(404);
    });
  });
});
