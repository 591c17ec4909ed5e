import { In } from 'typeorm';
import { CustomQuestion } from '../src/custom-questions/custom-question.entity';
import { DiagnosticQuestion } from '../src/diagnostic-questions/diagnostic-question.entity';
import { FilesService } from '../src/files/files.service';
import { SignedLinkService } from '../src/files/signed-link.service';
import { Inquiry } from '../src/inquiries/inquiry.entity';
import { Respondent } from '../src/inquiries/respondent.entity';
import { SurveyAnswer } from '../src/answers/survey-answer.entity';
import { User } from '../src/users/user.entity';
import { Client, personas, Personas } from './support/personas';
import { createTestApp, DEMO, TestApp } from './support/test-app';
import { rebuildInquiryStatistics } from '../src/inquiries/inquiry-statistics';

const EMPTY_AREAS = { CultureArray: [], PeopleArray: [], ProcessArray: [], StructureArray: [] };
const READS = [
  'FindingsResult',
  'AdvanceInsightsResult',
  'InputResult',
  'RecommendationResult',
  'RoadmapResult',
  'AreaColorResult',
  'InquiryDocuments',
];

describe('result reads: computed inputs, insights, documents', () => {
  let t: TestApp;
  let api: Personas;
  let operator: Client;
  let northwindAdmin: Client;
  let contosoAdmin: Client;
  let staff: Client;
  let finished: Inquiry;
  let collecting: Inquiry;
  let fixture: Inquiry;
  let q: Record<'culture' | 'people' | 'other', DiagnosticQuestion>;

  beforeAll(async () => {
    t = await createTestApp();
    api = await personas(t);
    [operator, northwindAdmin, contosoAdmin, staff] = [
      api.as('operator'),
      api.as('northwindAdmin'),
      api.as('contosoAdmin'),
      api.as('northwindStaff'),
    ];
    const inquiries = t.dataSource.getRepository(Inquiry);
    finished = await inquiries.findOneByOrFail({ description: 'Annual organisational health check 2026' });
    collecting = await inquiries.findOneByOrFail({ description: 'Digital readiness baseline' });

    // The hand-computed fixture: an unpublished Northwind inquiry of the finished one's type.
    const admin = await t.users.findOneByOrFail({ email: DEMO.northwindAdmin });
    fixture = await inquiries.save(
      inquiries.create({
        customerId: admin.customerId!,
        inquiryTypeId: finished.inquiryTypeId,
        createdByUserId: admin.id,
        description: 'Inputs fixture',
        intakeSubmittedAt: new Date(),
        respondentsAddedAt: new Date(),
        noOfParticipants: 4,
      }),
    );
    const questions = await t.dataSource
      .getRepository(DiagnosticQuestion)
      .createQueryBuilder('q')
      .innerJoin('q.pathway', 'p')
      .where('p.inquiryTypeId = :id', { id: finished.inquiryTypeId })
      .orderBy('q.id')
      .getMany();
    const first = (area: string) => questions.find((x) => x.question.area === area && x.question.type === 'Rating')!;
    q = { culture: first('Culture'), people: first('People'), other: first('Other') };
    const customs = t.dataSource.getRepository(CustomQuestion);
    const customFields = (area: string, title: string) => ({
      inquiryId: fixture.id,
      customerId: fixture.customerId,
      createdByUserId: admin.id,
      question: {
        title,
        description: `${title} description`,
        area,
        type: 'Rating',
        maxLength: null,
        validationRegex: null,
        ratingOptions: ['1', '2', '3', '4', '5'],
        checkboxOptions: [],
      },
    });
    const approved = await customs.save(
      customs.create({ ...customFields('Process', 'Approved custom'), status: 'Approved' }),
    );
    const unreviewed = await customs.save(
      customs.create({ ...customFields('Process', 'Unreviewed custom'), status: null }),
    );
    const rejected = await customs.save(
      customs.create({ ...customFields('Structure', 'Rejected custom'), status: 'Reject' }),
    );

    const respondents = t.dataSource.getRepository(Respondent);
    const answers = t.dataSource.getRepository(SurveyAnswer);
    const form = (email: string, status: Respondent['status']) =>
      respondents.save(respondents.create({ inquiryId: fixture.id, customerId: fixture.customerId, email, status }));
    const rate = (
      r: Respondent,
      questionId: number,
      performance: number,
      importance: number | null,
      isCustomQuestion = false,
    ) =>
      answers.save(
        answers.create({
          respondentId: r.id,
          inquiryId: fixture.id,
          questionId,
          isCustomQuestion,
          performance,
          importance,
        }),
      );
    const [r1, r2, r3, draft] = await Promise.all([
      form('r1@fixture.test', 'completed'),
      form('r2@fixture.test', 'completed'),
      form('r3@fixture.test', 'completed'),
      form('r4@fixture.test', 'saveasdraft'),
    ]);
    // Culture: performance 4, DK, 3 → 3.5; importance 5, 4, 4 → 4.33; difference 4.333 − 3.5 → 0.83
    await rate(r1, q.culture.id, 4, 5);
    await rate(r2, q.culture.id, 0, 4);
    await rate(r3, q.culture.id, 3, 4);
    // People: DK/DK, 2/4, 3/5 → 2.5 and 4.5, difference 2
    await rate(r1, q.people.id, 0, 0);
    await rate(r2, q.people.id, 2, 4);
    await rate(r3, q.people.id, 3, 5);
    // The draft would move every mean: it must be ignored.
    await rate(draft, q.culture.id, 1, 1);
    await rate(draft, q.people.id, 5, 1);
    // Other-area ratings are not inputs.
    await rate(r1, q.other.id, 5, null);
    // Approved custom (Process): 2/3 and 3/5 → 2.5 and 4, difference 1.5; unreviewed and rejected ones ignored.
    await rate(r1, approved.id, 2, 3, true);
    await rate(r2, approved.id, 3, 5, true);
    await rate(r1, unreviewed.id, 5, 5, true);
    await rate(r1, rejected.id, 1, 1, true);
    // Written around the services: total the completed forms as their completing saves would have.
    await rebuildInquiryStatistics(t.dataSource.manager, fixture.id);
  });
  afterAll(() => t.close());

  const get = (path: string, as = operator) => as.get(`/api/UploadResultDocument/${path}`);

  it('computes inputs from completed forms with DK excluded from each mean, matching hand-computed values', async () => {
    const res = await get(`InputResultForPortalAdmin/${fixture.id}`).expect(200);
    expect(res.body).toEqual({
      CultureArray: [
        {
          Questiondescription: q.culture.question.description,
          AverageRating: 3.5,
          AverageValue: 4.33,
          AverageDifference: 0.83,
        },
      ],
      PeopleArray: [
        {
          Questiondescription: q.people.question.description,
          AverageRating: 2.5,
          AverageValue: 4.5,
          AverageDifference: 2,
        },
      ],
      ProcessArray: [
        {
          Questiondescription: 'Approved custom description',
          AverageRating: 2.5,
          AverageValue: 4,
          AverageDifference: 1.5,
        },
      ],
      StructureArray: [],
    });
    const plain = await get(`InputResult/${fixture.id}`).expect(200);
    expect(plain.body.CultureArray).toEqual([
      { Questiondescription: q.culture.question.description, AverageRating: 3.5, AverageValue: 4.33 },
    ]);
  });

  it('derives area colours from the average rating of the questions of each area', async () => {
    const res = await get(`AreaColorResult/${fixture.id}`).expect(200);
    expect(res.body).toEqual([
      { Area: 'Culture', Color: 'blue' },
      { Area: 'People', Color: 'yellow' },
      { Area: 'Process', Color: 'yellow' },
    ]);
  });

  it('matches the seeded answers of the finished and the collecting inquiry (drafts ignored)', async () => {
    for (const inquiry of [finished, collecting]) {
      const rows = await t.dataSource
        .getRepository(SurveyAnswer)
        .createQueryBuilder('a')
        .innerJoinAndSelect('a.respondent', 'r')
        .where('a.inquiryId = :id', { id: inquiry.id })
        .getMany();
      const questions = await t.dataSource.getRepository(DiagnosticQuestion).findBy({
        id: In([...new Set(rows.filter((r) => r.respondent!.status === 'completed').map((r) => r.questionId))]),
      });
      const round = (x: number) => Math.round(x * 100) / 100;
      const mean = (xs: number[]) => (xs.length ? xs.reduce((s, x) => s + x, 0) / xs.length : 0);
      const expected: Record<
        string,
        { Questiondescription: string; AverageRating: number; AverageValue: number; AverageDifference: number }[]
      > = { ...EMPTY_AREAS };
      for (const area of ['Culture', 'People', 'Process', 'Structure']) {
        expected[`${area}Array`] = questions
          .filter((x) => x.question.area === area && x.question.type === 'Rating')
          .sort((a, b) => a.id - b.id)
          .map((x) => {
            const done = rows.filter(
              (a) => a.questionId === x.id && !a.isCustomQuestion && a.respondent!.status === 'completed',
            );
            const perf = mean(done.map((a) => a.performance!).filter((v) => v > 0));
            const imp = mean(done.map((a) => a.importance!).filter((v) => v > 0));
            return {
              Questiondescription: x.question.description,
              AverageRating: round(perf),
              AverageValue: round(imp),
              AverageDifference: round(imp - perf),
            };
          });
      }
      const res = await get(`InputResultForPortalAdmin/${inquiry.id}`).expect(200);
      expect(res.body).toEqual(expected);
    }
    // The seed has DK answers and a draft in the collecting inquiry: both exercised above.
    const dk = await t.dataSource.getRepository(SurveyAnswer).countBy({ inquiryId: finished.id, performance: 0 });
    expect(dk).toBeGreaterThan(0);
  });

  it('reads the seeded published results as the owning customer admin', async () => {
    const findings = await get(`FindingsResult/${finished.id}`, northwindAdmin).expect(200);
    expect(Object.keys(findings.body)).toEqual(['CultureArray', 'PeopleArray', 'ProcessArray', 'StructureArray']);
    for (const list of Object.values(findings.body) as { FindingsDesc: string }[][]) {
      expect(list.length).toBeGreaterThan(0);
      for (const item of list) expect(Object.keys(item)).toEqual(['FindingsDesc']);
    }
    const insights = await get(`AdvanceInsightsResult/${finished.id}`, northwindAdmin).expect(200);
    expect(insights.body.PeopleArray).toEqual([
      { AdvanceInsights: 'Development is the largest gap between importance and performance.' },
    ]);
    const recs = await get(`RecommendationResult/${finished.id}`, northwindAdmin).expect(200);
    expect(recs.body.data.length).toBeGreaterThan(0);
    expect(recs.body.data[0]).toEqual({ RecommendationDetails: expect.any(String), LevelOfFocus: 5 });
    const roadmap = await get(`RoadmapResult/${finished.id}`, northwindAdmin).expect(200);
    expect(roadmap.body.data).toHaveLength(1);
    expect(Object.keys(roadmap.body.data[0])).toEqual([
      'Step1_RoadmapTitle',
      'Step1_BriefDescription',
      'Step1_RoadmapDetail',
      'Step2_RoadmapTitle',
      'Step2_BriefDescription',
      'Step2_RoadmapDetail',
      'Step3_RoadmapTitle',
      'Step3_BriefDescription',
      'Step3_RoadmapDetail',
    ]);
    const colors = await get(`AreaColorResult/${finished.id}`, northwindAdmin).expect(200);
    // An area with a question the group rule withholds for everyone has no colour (its figure is not shown; see the
    // result-template-floor spec); in the demo's snapshot every question has enough answers besides Don't Know.
    expect(colors.body.map((c: { Area: string }) => c.Area)).toEqual(['Culture', 'People', 'Process', 'Structure']);
    for (const c of colors.body) expect(['green', 'blue', 'yellow', 'red']).toContain(c.Color);
    const inputs = await get(`InputResult/${finished.id}`, northwindAdmin).expect(200);
    expect(inputs.body.CultureArray[0]).not.toHaveProperty('AverageDifference');
  });

  it('shows a customer admin nothing before the results are published; the super admin sees the computed inputs', async () => {
    await get(`FindingsResult/${fixture.id}`, northwindAdmin).expect(200, EMPTY_AREAS);
    await get(`AdvanceInsightsResult/${fixture.id}`, northwindAdmin).expect(200, EMPTY_AREAS);
    await get(`InputResult/${fixture.id}`, northwindAdmin).expect(200, EMPTY_AREAS);
    await get(`RecommendationResult/${fixture.id}`, northwindAdmin).expect(200, { data: [] });
    await get(`RoadmapResult/${fixture.id}`, northwindAdmin).expect(200, { data: [] });
    await get(`AreaColorResult/${fixture.id}`, northwindAdmin).expect(200, []);
    const operatorView = await get(`InputResult/${fixture.id}`).expect(200);
    expect(operatorView.body.CultureArray).toHaveLength(1);
  });

  it('lists help documents paged with signed links that work, expire and refuse tampering', async () => {
    const files = t.app.get(FilesService);
    const ids: number[] = [];
    for (let i = 1; i <= 10; i++) {
      const data = Buffer.from(`%PDF-1.4 help document ${i}`);
      const f = await files.store({
        data,
        size: data.length,
        originalName: `Help ${i}.pdf`,
        contentType: 'application/pdf',
        kind: 'help-document',
        customerId: finished.customerId,
        inquiryId: finished.id,
      });
      ids.push(f.id);
    }
    // Not listed: another kind, another inquiry.
    await files.store({
      data: Buffer.from('x'),
      size: 1,
      originalName: 'report.pdf',
      contentType: 'application/pdf',
      kind: 'report',
      customerId: finished.customerId,
      inquiryId: finished.id,
    });
    await files.store({
      data: Buffer.from('x'),
      size: 1,
      originalName: 'other.pdf',
      contentType: 'application/pdf',
      kind: 'help-document',
      customerId: collecting.customerId,
      inquiryId: collecting.id,
    });

    const page1 = await get(`InquiryDocuments/${finished.id}`, northwindAdmin).expect(200);
    expect(page1.body).toMatchObject({ currentPage: 1, pageSize: 8, totalItem: 10, totalPage: 2 });
    expect(page1.body.data).toHaveLength(8);
    expect(page1.body.data[0]).toEqual({
      Id: ids[9],
      DocumentName: 'Help 10.pdf',
      path: expect.stringMatching(new RegExp(`^/api/files/${ids[9]}\\?expires=\\d+&sig=`)),
    });
    const page2 = await get(`InquiryDocuments/${finished.id}?pageSize=8&currentPage=2`, northwindAdmin).expect(200);
    expect(page2.body.data.map((d: { DocumentName: string }) => d.DocumentName)).toEqual(['Help 2.pdf', 'Help 1.pdf']);
    const all = await get(`InquiryDocuments/${finished.id}?pageSize=-1`).expect(200);
    expect(all.body).toMatchObject({ currentPage: 1, pageSize: -1, totalItem: 10, totalPage: 1 });
    await get(`InquiryDocuments/${finished.id}?pageSize=0`).expect(400);

    const link: string = page1.body.data[0].path;
    const download = await api.anonymous().get(link).expect(200);
    expect(download.headers['content-type']).toContain('application/pdf');
    expect(download.body.toString()).toBe('%PDF-1.4 help document 10');
    await api
      .anonymous()
      .get(link.replace(/sig=.{4}/, 'sig=AAAA'))
      .expect(403);
    await api
      .anonymous()
      .get(link.replace(`/files/${ids[9]}?`, `/files/${ids[8]}?`))
      .expect(403);
    const expired = t.app.get(SignedLinkService).link(ids[9], 300, Date.now() - 3600_000);
    const res = await api.anonymous().get(expired).expect(403);
    expect(res.body.errorMessage).toEqual(['This download link is invalid or has expired']);
  });

  it('refuses another customer (404), customer users (403), no token (401) and unknown inquiries (404)', async () => {
    for (const read of READS) {
      for (const inquiry of [finished, fixture]) {
        const res = await get(`${read}/${inquiry.id}`, contosoAdmin).expect(404);
        expect(res.body).toEqual({ status: 404, title: 'Not Found', errorMessage: ['Inquiry not found'] });
        await get(`${read}/${inquiry.id}`, staff).expect(403);
        await api.anonymous().get(`/api/UploadResultDocument/${read}/${inquiry.id}`).expect(401);
      }
      await get(`${read}/999999`).expect(404);
      await get(`${read}/abc`).expect(400);
    }
    await get(`InputResultForPortalAdmin/${finished.id}`, northwindAdmin).expect(403);
    await get(`InputResultForPortalAdmin/${finished.id}`, contosoAdmin).expect(403);
    await get(`InputResultForPortalAdmin/${finished.id}`, staff).expect(403);
  });

  it('keeps a Contoso admin to Contoso: their own inquiry reads fine', async () => {
    const contoso = await t.users.findOneByOrFail({ email: DEMO.contosoAdmin });
    const inquiries = t.dataSource.getRepository(Inquiry);
    const own = await inquiries.save(
      inquiries.create({
        customerId: contoso.customerId!,
        inquiryTypeId: finished.inquiryTypeId,
        createdByUserId: contoso.id,
        description: 'Contoso check',
      }),
    );
    await get(`FindingsResult/${own.id}`, contosoAdmin).expect(200, EMPTY_AREAS);
    await get(`InquiryDocuments/${own.id}`, contosoAdmin).expect(200);
    await get(`FindingsResult/${own.id}`, northwindAdmin).expect(404);
    expect(await t.dataSource.getRepository(User).countBy({ email: DEMO.contosoAdmin })).toBe(1);
  });
});
