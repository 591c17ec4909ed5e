import { InquiryType } from '../src/inquiry-types/inquiry-type.entity';
import { Recommendation } from '../src/recommendations/recommendation.entity';
import { personas, Personas } from './support/personas';
import { createTestApp, TestApp } from './support/test-app';

describe('Recommendations library (/api/Recommendations)', () => {
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

  const recommendations = () => t.dataSource.getRepository(Recommendation);
  const valid = () => ({
    InquiryTypeId: health.id,
    RecommendationDetail: 'Publish a responsibility matrix for every unit.',
  });

  describe('GET /api/Recommendations/AllRecommendations', () => {
    it('pages the library newest first with the spec fields (8 per page, last page, -1)', async () => {
      expect(await recommendations().count()).toBe(6);
      await recommendations().save(
        [1, 2, 3, 4].map((i) =>
          recommendations().create({ inquiryTypeId: digital.id, detail: `Extra recommendation ${i}` }),
        ),
      );
      const first = await api
        .as('operator')
        .get('/api/Recommendations/AllRecommendations?pageSize=8&currentPage=1')
        .expect(200);
      expect(first.body).toMatchObject({ currentPage: 1, pageSize: 8, totalItem: 10, totalPage: 2 });
      expect(first.body.data).toHaveLength(8);
      expect(first.body.data[0]).toEqual({
        RecommendationId: expect.any(Number),
        RecommendationDetail: 'Extra recommendation 4',
        InquiryTypeId: digital.id,
        InquiryTypeName: 'Digital Transformation Readiness',
      });
      const ids = first.body.data.map((r: { RecommendationId: number }) => r.RecommendationId);
      expect([...ids].sort((a, b) => b - a)).toEqual(ids);
      const last = await api
        .as('operator')
        .get('/api/Recommendations/AllRecommendations?pageSize=8&currentPage=2')
        .expect(200);
      expect(last.body.data).toHaveLength(2);
      expect(last.body.data[1]).toMatchObject({
        RecommendationDetail: 'Introduce a quarterly leadership town hall with open questions.',
        InquiryTypeId: health.id,
        InquiryTypeName: 'Organisational Health Check',
      });
      const all = await api.as('operator').get('/api/Recommendations/AllRecommendations?pageSize=-1').expect(200);
      expect(all.body).toMatchObject({ currentPage: 1, pageSize: -1, totalItem: 10, totalPage: 1 });
      expect(all.body.data).toHaveLength(10);
    });

    it('is refused without a token and to customer roles', async () => {
      await api.anonymous().get('/api/Recommendations/AllRecommendations').expect(401);
      for (const who of ['northwindAdmin', 'northwindStaff'] as const) {
        const res = await api.as(who).get('/api/Recommendations/AllRecommendations').expect(403);
        expect(res.body).toEqual({ status: 403, title: 'Forbidden', errorMessage: ['You are not allowed to do this'] });
      }
    });
  });

  describe('POST /api/Recommendations/AddRecommendations', () => {
    it('stores a recommendation and answers it in the spec shape', async () => {
      const res = await api
        .as('operator')
        .post('/api/Recommendations/AddRecommendations')
        .send({ ...valid(), RecommendationId: 5, InquiryTypeName: 'ignored' })
        .expect(200);
      expect(res.body).toEqual({
        RecommendationId: expect.any(Number),
        RecommendationDetail: 'Publish a responsibility matrix for every unit.',
        InquiryTypeId: health.id,
        InquiryTypeName: 'Organisational Health Check',
      });
      expect(
        (await api.as('operator').get(`/api/Recommendations/${res.body.RecommendationId}`).expect(200)).body,
      ).toEqual(res.body);
      const multiLine = await api
        .as('operator')
        .post('/api/Recommendations/AddRecommendations')
        .send({ InquiryTypeId: String(digital.id), RecommendationDetail: 'Line one\nLine two' })
        .expect(200);
      expect(multiLine.body).toMatchObject({ RecommendationDetail: 'Line one\nLine two', InquiryTypeId: digital.id });
    });

    it('refuses missing fields, an unknown inquiry type and over-long text, storing nothing', async () => {
      const before = await recommendations().count();
      const empty = await api.as('operator').post('/api/Recommendations/AddRecommendations').send({}).expect(400);
      expect(empty.body).toEqual({
        status: 400,
        title: 'Validation failed',
        errorMessage: ['InquiryTypeId: This field is mandatory', 'RecommendationDetail: This field is mandatory'],
      });
      const blanks = await api
        .as('operator')
        .post('/api/Recommendations/AddRecommendations')
        .send({ InquiryTypeId: '', RecommendationDetail: ' \n ' })
        .expect(400);
      expect(blanks.body.errorMessage).toEqual([
        'InquiryTypeId: This field is mandatory',
        'RecommendationDetail: This field is mandatory',
      ]);
      const notNumber = await api
        .as('operator')
        .post('/api/Recommendations/AddRecommendations')
        .send({ ...valid(), InquiryTypeId: 1.5 })
        .expect(400);
      expect(notNumber.body.errorMessage).toEqual(['InquiryTypeId: This field only contain number']);
      const unknown = await api
        .as('operator')
        .post('/api/Recommendations/AddRecommendations')
        .send({ ...valid(), InquiryTypeId: 999999 })
        .expect(400);
      expect(unknown.body).toEqual({
        status: 400,
        title: 'Validation failed',
        errorMessage: ['InquiryTypeId: The inquiry type 999999 does not exist'],
      });
      const tooLong = await api
        .as('operator')
        .post('/api/Recommendations/AddRecommendations')
        .send({ ...valid(), RecommendationDetail: 'r'.repeat(5001) })
        .expect(400);
      expect(tooLong.body.errorMessage).toEqual(['RecommendationDetail: Must be at most 5000 characters']);
      expect(await recommendations().count()).toBe(before);
    });

    it('is refused without a token and to customer roles, storing nothing', async () => {
      const before = await recommendations().count();
      await api.anonymous().post('/api/Recommendations/AddRecommendations').send(valid()).expect(401);
      await api.as('northwindAdmin').post('/api/Recommendations/AddRecommendations').send(valid()).expect(403);
      await api.as('northwindStaff').post('/api/Recommendations/AddRecommendations').send(valid()).expect(403);
      expect(await recommendations().count()).toBe(before);
    });
  });

  describe('GET/PUT/DELETE /api/Recommendations/{id}', () => {
    let id: number;
    beforeAll(async () => {
      id = (
        await recommendations().save(
          recommendations().create({ inquiryTypeId: health.id, detail: 'Shorten approval chains.' }),
        )
      ).id;
    });

    it('reads one recommendation and answers 404 for an unknown id', async () => {
      const res = await api.as('operator').get(`/api/Recommendations/${id}`).expect(200);
      expect(res.body).toEqual({
        RecommendationId: id,
        RecommendationDetail: 'Shorten approval chains.',
        InquiryTypeId: health.id,
        InquiryTypeName: 'Organisational Health Check',
      });
      const missing = await api.as('operator').get('/api/Recommendations/999999').expect(404);
      expect(missing.body).toEqual({ status: 404, title: 'Not Found', errorMessage: ['Recommendation not found'] });
      await api.anonymous().get(`/api/Recommendations/${id}`).expect(401);
      await api.as('northwindAdmin').get(`/api/Recommendations/${id}`).expect(403);
      await api.as('northwindStaff').get(`/api/Recommendations/${id}`).expect(403);
    });

    it('edits inquiry type and detail', async () => {
      const res = await api
        .as('operator')
        .put(`/api/Recommendations/${id}`)
        .send({ InquiryTypeId: digital.id, RecommendationDetail: 'Shorten approval chains to two steps.' })
        .expect(200);
      const expected = {
        RecommendationId: id,
        RecommendationDetail: 'Shorten approval chains to two steps.',
        InquiryTypeId: digital.id,
        InquiryTypeName: 'Digital Transformation Readiness',
      };
      expect(res.body).toEqual(expected);
      expect((await api.as('operator').get(`/api/Recommendations/${id}`).expect(200)).body).toEqual(expected);
    });

    it('refuses invalid edits, changing nothing', async () => {
      const before = (await api.as('operator').get(`/api/Recommendations/${id}`).expect(200)).body;
      const empty = await api
        .as('operator')
        .put(`/api/Recommendations/${id}`)
        .send({ InquiryTypeId: health.id })
        .expect(400);
      expect(empty.body.errorMessage).toEqual(['RecommendationDetail: This field is mandatory']);
      const unknown = await api
        .as('operator')
        .put(`/api/Recommendations/${id}`)
        .send({ ...valid(), InquiryTypeId: 999999 })
        .expect(400);
      expect(unknown.body.errorMessage).toEqual(['InquiryTypeId: The inquiry type 999999 does not exist']);
      await api.as('operator').put('/api/Recommendations/999999').send(valid()).expect(404);
      await api.anonymous().put(`/api/Recommendations/${id}`).send(valid()).expect(401);
      await api.as('northwindAdmin').put(`/api/Recommendations/${id}`).send(valid()).expect(403);
      await api.as('northwindStaff').put(`/api/Recommendations/${id}`).send(valid()).expect(403);
      expect((await api.as('operator').get(`/api/Recommendations/${id}`).expect(200)).body).toEqual(before);
    });

    it('deletes a recommendation; customer roles and unknown ids are refused', async () => {
      await api.anonymous().delete(`/api/Recommendations/${id}`).expect(401);
      await api.as('northwindAdmin').delete(`/api/Recommendations/${id}`).expect(403);
      await api.as('northwindStaff').delete(`/api/Recommendations/${id}`).expect(403);
      await api.as('operator').delete('/api/Recommendations/999999').expect(404);
      expect(await recommendations().countBy({ id })).toBe(1);
      const res = await api.as('operator').delete(`/api/Recommendations/${id}`).expect(200);
      expect(res.body).toMatchObject({ RecommendationId: id });
      expect(await recommendations().countBy({ id })).toBe(0);
      await api.as('operator').get(`/api/Recommendations/${id}`).expect(404);
    });
  });
});
