import { InquiryType } from '../src/inquiry-types/inquiry-type.entity';
import { Roadmap } from '../src/roadmaps/roadmap.entity';
import { personas, Personas } from './support/personas';
import { createTestApp, TestApp } from './support/test-app';

const STEP_FIELDS = [1, 2, 3].flatMap((s) => [
  `Step${s}_RoadmapTitle`,
  `Step${s}_BriefDescription`,
  `Step${s}_RoadmapDetail`,
]);

describe('Roadmap library (/api/Roadmap)', () => {
  let t: TestApp;
  let api: Personas;
  let health: InquiryType;
  let digital: InquiryType;
  /** Inquiry types without a roadmap yet (one roadmap per type). */
  let fresh: InquiryType[];

  beforeAll(async () => {
    t = await createTestApp();
    api = await personas(t);
    const types = t.dataSource.getRepository(InquiryType);
    health = await types.findOneByOrFail({ name: 'Organisational Health Check' });
    digital = await types.findOneByOrFail({ name: 'Digital Transformation Readiness' });
    fresh = await types.save(
      ['Roadmap test A', 'Roadmap test B', 'Roadmap test C'].map((name) => types.create({ name, description: name })),
    );
  });
  afterAll(() => t.close());

  const roadmaps = () => t.dataSource.getRepository(Roadmap);
  const valid = (inquiryTypeId = health.id, tag = 'A') => ({
    InquiryTypeId: inquiryTypeId,
    Step1_RoadmapTitle: `Assess ${tag}`,
    Step1_BriefDescription: 'Know where you stand.',
    Step1_RoadmapDetail: 'Baseline\nInventory',
    Step2_RoadmapTitle: `Pilot ${tag}`,
    Step2_BriefDescription: 'Prove value quickly.',
    Step2_RoadmapDetail: 'One process\nMeasure',
    Step3_RoadmapTitle: `Scale ${tag}`,
    Step3_BriefDescription: 'Roll out what worked.',
    Step3_RoadmapDetail: 'Extend\nTrain',
  });
  const steps = (tag: string) => ({
    step1Title: `T1 ${tag}`,
    step1Brief: 'B1',
    step1Detail: 'D1',
    step2Title: `T2 ${tag}`,
    step2Brief: 'B2',
    step2Detail: 'D2',
    step3Title: `T3 ${tag}`,
    step3Brief: 'B3',
    step3Detail: 'D3',
  });

  describe('GET /api/Roadmap/AllRoadmaps', () => {
    it('lists the seeded roadmaps newest first with every spec field', async () => {
      const res = await api.as('operator').get('/api/Roadmap/AllRoadmaps').expect(200);
      expect(res.body).toMatchObject({ currentPage: 1, pageSize: 8, totalItem: 2, totalPage: 1 });
      expect(res.body.data[0]).toEqual({
        RoadmapId: expect.any(Number),
        InquiryTypeId: digital.id,
        InquiryTypeName: 'Digital Transformation Readiness',
        Step1_RoadmapTitle: 'Assess',
        Step1_BriefDescription: 'Know where you stand.',
        Step1_RoadmapDetail: 'Skills baseline\nProcess inventory',
        Step2_RoadmapTitle: 'Pilot',
        Step2_BriefDescription: 'Prove value quickly.',
        Step2_RoadmapDetail: 'Automate one end-to-end process\nMeasure time saved',
        Step3_RoadmapTitle: 'Scale',
        Step3_BriefDescription: 'Roll out what worked.',
        Step3_RoadmapDetail: 'Extend automation\nTrain every team',
      });
      expect(res.body.data[1]).toMatchObject({
        InquiryTypeId: health.id,
        InquiryTypeName: 'Organisational Health Check',
        Step1_RoadmapTitle: 'Stabilise',
      });
    });

    it('pages by 8 with a last partial page and -1 for everything', async () => {
      const extra = await roadmaps().save(
        Array.from({ length: 8 }, (_, i) =>
          roadmaps().create({ inquiryTypeId: health.id, steps: steps(String(i + 1)) }),
        ),
      );
      try {
        const first = await api.as('operator').get('/api/Roadmap/AllRoadmaps?pageSize=8&currentPage=1').expect(200);
        expect(first.body).toMatchObject({ currentPage: 1, pageSize: 8, totalItem: 10, totalPage: 2 });
        expect(first.body.data).toHaveLength(8);
        expect(first.body.data[0].Step1_RoadmapTitle).toBe('T1 8');
        const last = await api.as('operator').get('/api/Roadmap/AllRoadmaps?pageSize=8&currentPage=2').expect(200);
        expect(last.body.data.map((r: { Step1_RoadmapTitle: string }) => r.Step1_RoadmapTitle)).toEqual([
          'Assess',
          'Stabilise',
        ]);
        const all = await api.as('operator').get('/api/Roadmap/AllRoadmaps?pageSize=-1').expect(200);
        expect(all.body).toMatchObject({ currentPage: 1, pageSize: -1, totalItem: 10, totalPage: 1 });
        expect(all.body.data).toHaveLength(10);
      } finally {
        await roadmaps().delete(extra.map((r) => r.id));
      }
    });

    it('is refused without a token and to customer roles', async () => {
      await api.anonymous().get('/api/Roadmap/AllRoadmaps').expect(401);
      for (const who of ['northwindAdmin', 'northwindStaff'] as const) {
        const res = await api.as(who).get('/api/Roadmap/AllRoadmaps').expect(403);
        expect(res.body).toEqual({ status: 403, title: 'Forbidden', errorMessage: ['You are not allowed to do this'] });
      }
    });
  });

  describe('POST /api/Roadmap/AddRoadmap', () => {
    it('stores a three-step roadmap and answers it in the spec shape', async () => {
      const res = await api
        .as('operator')
        .post('/api/Roadmap/AddRoadmap')
        .send({
          ...valid(fresh[0].id),
          RoadmapId: 77,
          Step4_RoadmapTitle: 'A fourth step',
          Step4_BriefDescription: 'x',
          Step4_RoadmapDetail: 'y',
        })
        .expect(200);
      expect(res.body).toEqual({
        RoadmapId: expect.any(Number),
        InquiryTypeName: 'Roadmap test A',
        ...valid(fresh[0].id),
      });
      expect(res.body.RoadmapId).not.toBe(77);
      expect(Object.keys(res.body).some((k) => k.startsWith('Step4'))).toBe(false);
      expect((await api.as('operator').get(`/api/Roadmap/${res.body.RoadmapId}`).expect(200)).body).toEqual(res.body);
    });

    it('refuses each missing step field and the missing inquiry type, storing nothing', async () => {
      const before = await roadmaps().count();
      const empty = await api.as('operator').post('/api/Roadmap/AddRoadmap').send({}).expect(400);
      expect(empty.body).toEqual({
        status: 400,
        title: 'Validation failed',
        errorMessage: [
          'InquiryTypeId: This field is mandatory',
          ...STEP_FIELDS.map((f) => `${f}: This field is mandatory`),
        ],
      });
      for (const field of ['InquiryTypeId', ...STEP_FIELDS]) {
        const body: Record<string, unknown> = { ...valid(), [field]: field === 'InquiryTypeId' ? null : '   ' };
        const res = await api.as('operator').post('/api/Roadmap/AddRoadmap').send(body).expect(400);
        expect(res.body.errorMessage).toEqual([`${field}: This field is mandatory`]);
      }
      // Two steps are not a roadmap.
      const twoSteps = Object.fromEntries(Object.entries(valid()).filter(([k]) => !k.startsWith('Step3')));
      const partial = await api.as('operator').post('/api/Roadmap/AddRoadmap').send(twoSteps).expect(400);
      expect(partial.body.errorMessage).toEqual([
        'Step3_RoadmapTitle: This field is mandatory',
        'Step3_BriefDescription: This field is mandatory',
        'Step3_RoadmapDetail: This field is mandatory',
      ]);
      expect(await roadmaps().count()).toBe(before);
    });

    it('refuses an unknown inquiry type and over-long texts, storing nothing', async () => {
      const before = await roadmaps().count();
      const unknown = await api
        .as('operator')
        .post('/api/Roadmap/AddRoadmap')
        .send({ ...valid(), InquiryTypeId: 999999 })
        .expect(400);
      expect(unknown.body).toEqual({
        status: 400,
        title: 'Validation failed',
        errorMessage: ['InquiryTypeId: The inquiry type 999999 does not exist'],
      });
      const notNumber = await api
        .as('operator')
        .post('/api/Roadmap/AddRoadmap')
        .send({ ...valid(), InquiryTypeId: 'first' })
        .expect(400);
      expect(notNumber.body.errorMessage).toEqual(['InquiryTypeId: This field only contain number']);
      const long = await api
        .as('operator')
        .post('/api/Roadmap/AddRoadmap')
        .send({
          ...valid(),
          Step1_RoadmapTitle: 't'.repeat(201),
          Step2_BriefDescription: 'b'.repeat(201),
          Step3_RoadmapDetail: 'd'.repeat(5001),
        })
        .expect(400);
      expect(long.body.errorMessage).toEqual([
        'Step1_RoadmapTitle: Must be at most 200 characters',
        'Step2_BriefDescription: Must be at most 200 characters',
        'Step3_RoadmapDetail: Must be at most 5000 characters',
      ]);
      await api
        .as('operator')
        .post('/api/Roadmap/AddRoadmap')
        .send({ ...valid(fresh[1].id), Step1_RoadmapTitle: 't'.repeat(200), Step3_RoadmapDetail: 'd'.repeat(5000) })
        .expect(200);
      expect(await roadmaps().count()).toBe(before + 1);
    });

    it('refuses a second roadmap for an inquiry type, so the result template never has to guess', async () => {
      const before = await roadmaps().count();
      const second = await api.as('operator').post('/api/Roadmap/AddRoadmap').send(valid(health.id)).expect(409);
      expect(second.body).toEqual({
        status: 409,
        title: 'Conflict',
        errorMessage: [
          'InquiryTypeId: The inquiry type Organisational Health Check already has a roadmap: edit that one instead',
        ],
      });
      expect(await roadmaps().count()).toBe(before);
    });

    it('is refused without a token and to customer roles, storing nothing', async () => {
      const before = await roadmaps().count();
      await api.anonymous().post('/api/Roadmap/AddRoadmap').send(valid()).expect(401);
      await api.as('northwindAdmin').post('/api/Roadmap/AddRoadmap').send(valid()).expect(403);
      await api.as('northwindStaff').post('/api/Roadmap/AddRoadmap').send(valid()).expect(403);
      expect(await roadmaps().count()).toBe(before);
    });
  });

  describe('GET/PUT/DELETE /api/Roadmap/{id}', () => {
    let id: number;
    beforeAll(async () => {
      id = (await roadmaps().save(roadmaps().create({ inquiryTypeId: fresh[2].id, steps: steps('edit') }))).id;
    });

    it('reads one roadmap and answers 404 for an unknown id', async () => {
      const res = await api.as('operator').get(`/api/Roadmap/${id}`).expect(200);
      expect(res.body).toMatchObject({
        RoadmapId: id,
        InquiryTypeId: fresh[2].id,
        Step1_RoadmapTitle: 'T1 edit',
        Step3_RoadmapDetail: 'D3',
      });
      const missing = await api.as('operator').get('/api/Roadmap/999999').expect(404);
      expect(missing.body).toEqual({ status: 404, title: 'Not Found', errorMessage: ['Roadmap not found'] });
      await api.anonymous().get(`/api/Roadmap/${id}`).expect(401);
      await api.as('northwindAdmin').get(`/api/Roadmap/${id}`).expect(403);
      await api.as('northwindStaff').get(`/api/Roadmap/${id}`).expect(403);
    });

    it('replaces the inquiry type and all nine step fields; moving it onto a type that has a roadmap is refused', async () => {
      const taken = await api.as('operator').put(`/api/Roadmap/${id}`).send(valid(digital.id, 'B')).expect(409);
      expect(taken.body.errorMessage).toEqual([
        'InquiryTypeId: The inquiry type Digital Transformation Readiness already has a roadmap: edit that one instead',
      ]);
      // Saving it unchanged onto its own type is no second roadmap.
      await api.as('operator').put(`/api/Roadmap/${id}`).send(valid(fresh[2].id, 'A')).expect(200);
      await roadmaps().delete({ inquiryTypeId: fresh[1].id });
      const res = await api.as('operator').put(`/api/Roadmap/${id}`).send(valid(fresh[1].id, 'B')).expect(200);
      const expected = { RoadmapId: id, InquiryTypeName: 'Roadmap test B', ...valid(fresh[1].id, 'B') };
      expect(res.body).toEqual(expected);
      expect((await api.as('operator').get(`/api/Roadmap/${id}`).expect(200)).body).toEqual(expected);
    });

    it('refuses invalid edits, changing nothing', async () => {
      const before = (await api.as('operator').get(`/api/Roadmap/${id}`).expect(200)).body;
      const partial = await api
        .as('operator')
        .put(`/api/Roadmap/${id}`)
        .send({ InquiryTypeId: health.id, Step1_RoadmapTitle: 'Only one' })
        .expect(400);
      expect(partial.body.errorMessage).toHaveLength(8);
      expect(partial.body.errorMessage[0]).toBe('Step1_BriefDescription: This field is mandatory');
      const unknown = await api
        .as('operator')
        .put(`/api/Roadmap/${id}`)
        .send({ ...valid(), InquiryTypeId: 999999 })
        .expect(400);
      expect(unknown.body.errorMessage).toEqual(['InquiryTypeId: The inquiry type 999999 does not exist']);
      await api.as('operator').put('/api/Roadmap/999999').send(valid()).expect(404);
      await api.anonymous().put(`/api/Roadmap/${id}`).send(valid()).expect(401);
      await api.as('northwindAdmin').put(`/api/Roadmap/${id}`).send(valid()).expect(403);
      await api.as('northwindStaff').put(`/api/Roadmap/${id}`).send(valid()).expect(403);
      expect((await api.as('operator').get(`/api/Roadmap/${id}`).expect(200)).body).toEqual(before);
    });

    it('deletes a roadmap; customer roles and unknown ids are refused', async () => {
      await api.anonymous().delete(`/api/Roadmap/${id}`).expect(401);
      await api.as('northwindAdmin').delete(`/api/Roadmap/${id}`).expect(403);
      await api.as('northwindStaff').delete(`/api/Roadmap/${id}`).expect(403);
      await api.as('operator').delete('/api/Roadmap/999999').expect(404);
      expect(await roadmaps().countBy({ id })).toBe(1);
      const res = await api.as('operator').delete(`/api/Roadmap/${id}`).expect(200);
      expect(res.body).toMatchObject({ RoadmapId: id });
      expect(await roadmaps().countBy({ id })).toBe(0);
      await api.as('operator').get(`/api/Roadmap/${id}`).expect(404);
    });
  });
});
