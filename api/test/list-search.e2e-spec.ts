import { Customer } from '../src/customers/customer.entity';
import { Finding } from '../src/findings/finding.entity';
import { InquiryType } from '../src/inquiry-types/inquiry-type.entity';
import { Recommendation } from '../src/recommendations/recommendation.entity';
import { Roadmap } from '../src/roadmaps/roadmap.entity';
import { personas, Personas } from './support/personas';
import { createTestApp, TestApp } from './support/test-app';

/** The backoffice lists' search (customers, inquiry types) and inquiry type filter (the libraries). */
describe('List search and filters', () => {
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
    const customers = t.dataSource.getRepository(Customer);
    await customers.save([
      customers.create({ name: 'Fifty% Off Retail', industry: 'Retail', website: 'https://fifty.example' }),
      customers.create({ name: 'Under_Score Labs', industry: 'Research', website: 'https://underscore.example' }),
      customers.create({
        name: 'Gone Corp',
        industry: 'Retail',
        website: 'https://gone.example',
        deletedAt: new Date(),
        isActive: false,
      }),
    ]);
  });
  afterAll(() => t.close());

  const names = (body: { data: { CustomerName?: string; InqType?: string }[] }) =>
    body.data.map((row) => row.CustomerName ?? row.InqType);
  /** The listed (not deleted) customers whose name, industry or website contains the text: what the API must count. */
  const containing = async (text: string) =>
    (await t.dataSource.getRepository(Customer).find()).filter(
      (c) => !c.deletedAt && [c.name, c.industry, c.website].some((v) => v.toLowerCase().includes(text.toLowerCase())),
    );
  const listed = async () => (await containing('')).length;

  describe('GET /api/Customer?search=', () => {
    it('keeps the customers whose name, industry or website contains the text, ignoring case, newest first', async () => {
      const byName = await api.as('operator').get('/api/Customer?search=NORTHWIND').expect(200);
      expect(names(byName.body)).toEqual(['Northwind Traders']);
      expect(byName.body).toMatchObject({ currentPage: 1, pageSize: 8, totalItem: 1, totalPage: 1 });
      const byIndustry = await api.as('operator').get('/api/Customer?search=retail').expect(200);
      // The deleted customer stays hidden.
      expect(names(byIndustry.body)).toEqual(['Fifty% Off Retail']);
      const byWebsite = await api.as('operator').get('/api/Customer?search=contoso.example').expect(200);
      expect(names(byWebsite.body)).toEqual(['Contoso Ltd']);
    });

    it('takes % and _ literally, pages the matches and treats a blank search as none', async () => {
      expect(
        names(
          (
            await api
              .as('operator')
              .get(`/api/Customer?search=${encodeURIComponent('%')}`)
              .expect(200)
          ).body,
        ),
      ).toEqual(['Fifty% Off Retail']);
      expect(names((await api.as('operator').get('/api/Customer?search=_').expect(200)).body)).toEqual([
        'Under_Score Labs',
      ]);
      const withE = (await containing('e')).length;
      expect(withE).toBeGreaterThan(2);
      const paged = await api.as('operator').get('/api/Customer?search=e&pageSize=1&currentPage=2').expect(200);
      expect(paged.body).toMatchObject({ currentPage: 2, pageSize: 1, totalItem: withE, totalPage: withE });
      expect(paged.body.data).toHaveLength(1);
      const none = await api.as('operator').get('/api/Customer?search=zzz-nothing').expect(200);
      expect(none.body).toEqual({ data: [], currentPage: 1, pageSize: 8, totalItem: 0, totalPage: 0 });
      const blank = await api.as('operator').get('/api/Customer?search=%20%20').expect(200);
      expect(blank.body.totalItem).toBe(await listed());
    });

    it('refuses a search over 100 characters in the error shape, and stays the super admin’s', async () => {
      const long = await api
        .as('operator')
        .get(`/api/Customer?search=${'x'.repeat(101)}`)
        .expect(400);
      expect(long.body).toEqual({
        status: 400,
        title: 'Validation failed',
        errorMessage: ['search: Must be at most 100 characters'],
      });
      await api.anonymous().get('/api/Customer?search=north').expect(401);
      await api.as('northwindAdmin').get('/api/Customer?search=north').expect(403);
    });
  });

  describe('sort and order', () => {
    it('sorts customers by name, industry or website ignoring case, either way, after the search', async () => {
      const asc = await api.as('operator').get('/api/Customer?sort=CustomerName&pageSize=-1').expect(200);
      const names = asc.body.data.map((c: { CustomerName: string }) => c.CustomerName);
      expect(names).toEqual([...names].sort((a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase())));
      const desc = await api.as('operator').get('/api/Customer?sort=CustomerName&order=DESC&pageSize=-1').expect(200);
      expect(desc.body.data.map((c: { CustomerName: string }) => c.CustomerName)).toEqual([...names].reverse());
      const industry = await api
        .as('operator')
        .get('/api/Customer?sort=Industry&search=e&pageSize=2&currentPage=1')
        .expect(200);
      expect(industry.body.totalItem).toBe((await containing('e')).length);
      const industries = industry.body.data.map((c: { Industry: string }) => c.Industry.toLowerCase());
      expect(industries).toEqual([...industries].sort());
    });

    it('sorts inquiry types by name on a page and keeps the dropdown order for pageSize=-1', async () => {
      const asc = await api.as('operator').get('/api/InquiryType?sort=InqType&order=ASC').expect(200);
      const names = asc.body.data.map((t: { InqType: string }) => t.InqType.toLowerCase());
      expect(names).toEqual([...names].sort());
      const desc = await api.as('operator').get('/api/InquiryType?sort=InqType&order=DESC').expect(200);
      expect(desc.body.data.map((t: { InqType: string }) => t.InqType.toLowerCase())).toEqual([...names].reverse());
    });

    it('refuses an unknown column or direction in the error shape (no SQL reaches the database)', async () => {
      const column = await api.as('operator').get('/api/Customer?sort=name;DROP TABLE customers').expect(400);
      expect(column.body).toEqual({
        status: 400,
        title: 'Validation failed',
        errorMessage: ['sort: Must be one of CustomerName, Industry, Website'],
      });
      const order = await api.as('operator').get('/api/Customer?sort=CustomerName&order=sideways').expect(400);
      expect(order.body.errorMessage).toEqual(['order: Must be ASC or DESC']);
      await api.as('operator').get('/api/InquiryType?sort=Description').expect(400);
      expect((await api.as('operator').get('/api/Customer').expect(200)).body.totalItem).toBe(await listed());
    });
  });

  describe('GET /api/InquiryType?search=', () => {
    it('keeps the types whose name or description contains the text', async () => {
      const res = await api.as('operator').get('/api/InquiryType?search=digital').expect(200);
      expect(names(res.body)).toEqual(['Digital Transformation Readiness']);
      const dropdown = await api.as('operator').get('/api/InquiryType?search=HEALTH&pageSize=-1').expect(200);
      expect(names(dropdown.body)).toEqual(['Organisational Health Check']);
    });

    it('shows a customer admin active types only, searched too', async () => {
      await t.dataSource
        .getRepository(InquiryType)
        .save({ name: 'Health Pilot (inactive)', description: '', isActive: false });
      const operator = await api.as('operator').get('/api/InquiryType?search=health').expect(200);
      expect(names(operator.body)).toContain('Health Pilot (inactive)');
      const admin = await api.as('northwindAdmin').get('/api/InquiryType?search=health').expect(200);
      expect(names(admin.body)).toEqual(['Organisational Health Check']);
      await api.as('northwindStaff').get('/api/InquiryType?search=health').expect(403);
      await api.anonymous().get('/api/InquiryType?search=health').expect(401);
    });
  });

  describe('library lists ?inquiryTypeId=', () => {
    const lists = [
      { path: '/api/Findings/AllFindings', entity: Finding },
      { path: '/api/Recommendations/AllRecommendations', entity: Recommendation },
      { path: '/api/Roadmap/AllRoadmaps', entity: Roadmap },
    ] as const;

    it.each(lists)('$path keeps one inquiry type’s entries, newest first', async ({ path, entity }) => {
      for (const type of [health, digital]) {
        const expected = await t.dataSource.getRepository(entity).count({ where: { inquiryTypeId: type.id } });
        const res = await api.as('operator').get(`${path}?inquiryTypeId=${type.id}&pageSize=-1`).expect(200);
        expect(res.body.totalItem).toBe(expected);
        expect(res.body.data.every((row: { InquiryTypeId: number }) => row.InquiryTypeId === type.id)).toBe(true);
        const idField = Object.keys(res.body.data[0]).find((key) => /^(Finding|Recommendation|Roadmap)Id$/.test(key))!;
        const ids = res.body.data.map((row: Record<string, number>) => row[idField]);
        expect([...ids].sort((a, b) => b - a)).toEqual(ids);
      }
      const unknown = await api.as('operator').get(`${path}?inquiryTypeId=999999`).expect(200);
      expect(unknown.body).toMatchObject({ data: [], totalItem: 0 });
    });

    it.each(lists)('$path refuses a bad inquiryTypeId and other roles', async ({ path }) => {
      const bad = await api.as('operator').get(`${path}?inquiryTypeId=abc`).expect(400);
      expect(bad.body).toMatchObject({
        status: 400,
        title: 'Validation failed',
        errorMessage: ['inquiryTypeId: Must be a whole number'],
      });
      await api.as('operator').get(`${path}?inquiryTypeId=0`).expect(400);
      await api.anonymous().get(`${path}?inquiryTypeId=${health.id}`).expect(401);
      await api.as('northwindAdmin').get(`${path}?inquiryTypeId=${health.id}`).expect(403);
    });
  });
});
