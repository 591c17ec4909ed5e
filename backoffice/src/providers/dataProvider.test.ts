import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dataProvider } from './dataProvider';
import { NETWORK_ERROR } from './http';

type Call = { url: string; method: string; body: unknown; auth: string | null };

let calls: Call[];
let keys: (string | null)[];
let reply: { status: number; body: unknown };

beforeEach(() => {
  calls = [];
  keys = [];
  reply = { status: 200, body: {} };
  localStorage.setItem('token', 'tkn');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const headers = new Headers(init.headers);
      keys.push(headers.get('Idempotency-Key'));
      calls.push({
        url,
        method: init.method ?? 'GET',
        body: init.body ? JSON.parse(String(init.body)) : undefined,
        auth: headers.get('Authorization'),
      });
      return new Response(JSON.stringify(reply.body), {
        status: reply.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
});

afterEach(() => vi.unstubAllGlobals());

const page = (data: unknown[], totalItem: number) => ({ data, currentPage: 2, pageSize: 8, totalItem, totalPage: 3 });
const list = { pagination: { page: 2, perPage: 8 }, sort: { field: 'id', order: 'ASC' as const }, filter: {} };

describe('getList', () => {
  it('maps the paged envelope and CustomerId for customers', async () => {
    reply.body = page([{ CustomerId: 7, CustomerName: 'Acme' }], 17);
    const result = await dataProvider.getList('customers', list);
    expect(calls[0]).toMatchObject({
      url: '/api/Customer?pageSize=8&currentPage=2',
      method: 'GET',
      auth: 'Bearer tkn',
    });
    expect(result).toEqual({ data: [{ id: 7, CustomerId: 7, CustomerName: 'Acme' }], total: 17 });
  });

  it.each([
    ['customer-users', { customerId: 3 }, '/api/CustomerUser/GetAll/3?pageSize=8&currentPage=2'],
    ['inquiry-types', {}, '/api/InquiryType?pageSize=8&currentPage=2'],
    ['pathways', { inquiryTypeId: 4 }, '/api/Pathway/4/AllPathways?pageSize=8&currentPage=2'],
    [
      'diagnostic-questions',
      { pathwayId: 9 },
      '/api/DiagnosticQuestion/9/AllDiagnosticQuestions?pageSize=8&currentPage=2',
    ],
    ['intake-questions', { inquiryTypeId: 4 }, '/api/IntakeQuestion/4/AllIntakeQuestions?pageSize=8&currentPage=2'],
    ['custom-questions', {}, '/api/CustomQuestion/AllCustomQuestions?pageSize=8&currentPage=2'],
    [
      'custom-questions',
      { userId: 12 },
      '/api/CustomQuestion/AllCustomQuestionsByUserId/UserId/12?pageSize=8&currentPage=2',
    ],
    ['findings', {}, '/api/Findings/AllFindings?pageSize=8&currentPage=2'],
    ['recommendations', {}, '/api/Recommendations/AllRecommendations?pageSize=8&currentPage=2'],
    ['roadmaps', {}, '/api/Roadmap/AllRoadmaps?pageSize=8&currentPage=2'],
    ['inquiries', { scope: 'admin' }, '/api/Inquiry/Admin?pageSize=8&currentPage=2'],
    ['respondents', { inquiryId: 5 }, '/api/Inquiry/GetRespondents/5?pageSize=8&currentPage=2'],
  ])('%s with %o calls %s', async (resource, filter, url) => {
    reply.body = page([], 0);
    await dataProvider.getList(resource, { ...list, filter });
    expect(calls).toEqual([{ url, method: 'GET', body: undefined, auth: 'Bearer tkn' }]);
  });

  it('asks for everything with pageSize=-1 for dropdowns', async () => {
    reply.body = page([{ Id: 1, InqType: 'A' }], 1);
    const result = await dataProvider.getList('inquiry-types', { ...list, pagination: { page: 1, perPage: -1 } });
    expect(calls[0].url).toBe('/api/InquiryType?pageSize=-1&currentPage=1');
    expect(result.data[0].id).toBe(1);
  });

  it('maps FindingId, RecommendationId and RoadmapId to id', async () => {
    reply.body = page([{ FindingId: 11 }], 1);
    expect((await dataProvider.getList('findings', list)).data[0].id).toBe(11);
    reply.body = page([{ RecommendationId: 12 }], 1);
    expect((await dataProvider.getList('recommendations', list)).data[0].id).toBe(12);
    reply.body = page([{ RoadmapId: 13 }], 1);
    expect((await dataProvider.getList('roadmaps', list)).data[0].id).toBe(13);
  });

  it('refuses a nested list without its parent id', async () => {
    await expect(dataProvider.getList('pathways', list)).rejects.toThrow(/inquiryTypeId/);
    expect(calls).toHaveLength(0);
  });
});

describe('getOne and getMany', () => {
  it('reads one record by its path', async () => {
    reply.body = { RoadmapId: 3, Step1_RoadmapTitle: 'Start' };
    const { data } = await dataProvider.getOne('roadmaps', { id: 3 });
    expect(calls[0]).toMatchObject({ url: '/api/Roadmap/3', method: 'GET' });
    expect(data).toEqual({ id: 3, RoadmapId: 3, Step1_RoadmapTitle: 'Start' });
  });

  it('reads findings by id (decisions.md §6)', async () => {
    reply.body = { FindingId: 8 };
    await dataProvider.getOne('findings', { id: 8 });
    expect(calls[0].url).toBe('/api/Findings/8');
  });

  it('getMany reads each id', async () => {
    reply.body = { Id: 1, InqType: 'A' };
    await dataProvider.getMany('inquiry-types', { ids: [1, 2] });
    expect(calls.map((c) => c.url)).toEqual(['/api/InquiryType/1', '/api/InquiryType/2']);
  });
});

describe('create', () => {
  it.each([
    ['inquiry-types', { InqType: 'T', Description: 'D', IsActive: true }, {}, '/api/InquiryType/CreateInquiryType'],
    ['pathways', { InquiryTypeId: 4, Name: 'P' }, {}, '/api/Pathway/4/CreatePathway'],
    [
      'diagnostic-questions',
      { Title: 'Q', Type: 'Rating' },
      { pathwayId: 9 },
      '/api/DiagnosticQuestion/9/CreateDiagnosticQuestion',
    ],
    [
      'intake-questions',
      { Title: 'Q', Type: 'Textbox', MaxLength: 200 },
      { inquiryTypeId: 4 },
      '/api/IntakeQuestion/4/CreateIntakeQuestion',
    ],
    ['findings', { InquiryTypeId: 1, Area: 'People', FindingDetail: 'F' }, {}, '/api/Findings/AddFindings'],
    ['recommendations', { InquiryTypeId: 1, RecommendationDetail: 'R' }, {}, '/api/Recommendations/AddRecommendations'],
    ['roadmaps', { InquiryTypeId: 1, Step1_RoadmapTitle: 'S' }, {}, '/api/Roadmap/AddRoadmap'],
  ])('%s posts to its path with the exact body', async (resource, data, meta, url) => {
    reply.body = { ...data, Id: 99, FindingId: 99, RecommendationId: 99, RoadmapId: 99 };
    const result = await dataProvider.create(resource, { data, meta });
    expect(calls).toEqual([{ url, method: 'POST', body: data, auth: 'Bearer tkn' }]);
    expect(result.data.id).toBe(99);
  });
});

describe('update', () => {
  it.each([
    ['customers', 7, { Website: 'https://a.example', IsActive: false }, {}, '/api/Customer/7'],
    ['customer-users', 8, { FirstName: 'A', Active: true }, {}, '/api/CustomerUser/8'],
    ['inquiry-types', 2, { InqType: 'T', Description: '', IsActive: true }, {}, '/api/InquiryType/2'],
    ['pathways', 5, { InquiryTypeId: 4, Name: 'P' }, {}, '/api/Pathway/4/Update/5'],
    ['diagnostic-questions', 6, { Title: 'Q' }, { pathwayId: 9 }, '/api/DiagnosticQuestion/9/Update/6'],
    ['intake-questions', 6, { Title: 'Q' }, { inquiryTypeId: 4 }, '/api/IntakeQuestion/4/Update/6'],
    [
      'custom-questions',
      3,
      { Area: 'People', Status: 'Approved' },
      { review: true },
      '/api/CustomQuestion/ChangeStatusCustomQuestion/3',
    ],
    ['findings', 11, { InquiryTypeId: 1, Area: 'People', FindingDetail: 'F' }, {}, '/api/Findings/11'],
    ['recommendations', 12, { InquiryTypeId: 1, RecommendationDetail: 'R' }, {}, '/api/Recommendations/12'],
    ['roadmaps', 13, { InquiryTypeId: 1 }, {}, '/api/Roadmap/13'],
  ])("%s %s puts to its path without react-admin's id", async (resource, id, data, meta, url) => {
    reply.body = {};
    const result = await dataProvider.update(resource, { id, data: { ...data, id }, previousData: { id }, meta });
    expect(calls).toEqual([{ url, method: 'PUT', body: data, auth: 'Bearer tkn' }]);
    expect(result.data.id).toBe(id);
  });
});

describe('delete', () => {
  it.each([
    ['customers', '/api/Customer/1'],
    ['customer-users', '/api/CustomerUser/1'],
    ['inquiry-types', '/api/InquiryType/1'],
    ['pathways', '/api/Pathway/1'],
    ['diagnostic-questions', '/api/DiagnosticQuestion/1'],
    ['intake-questions', '/api/IntakeQuestion/1'],
    ['custom-questions', '/api/CustomQuestion/1'],
    ['findings', '/api/Findings/1'],
    ['recommendations', '/api/Recommendations/1'],
    ['roadmaps', '/api/Roadmap/1'],
  ])('%s deletes %s', async (resource, url) => {
    await dataProvider.delete(resource, { id: 1, previousData: { id: 1 } });
    expect(calls).toEqual([{ url, method: 'DELETE', body: undefined, auth: 'Bearer tkn' }]);
  });
});

describe('Idempotency-Key', () => {
  it("sends the screen's key on a create, a fresh one when none is given, and none on reads", async () => {
    reply.body = { FindingId: 8 };
    await dataProvider.create('findings', { data: { Area: 'Culture' }, meta: { idempotencyKey: 'screen-key' } });
    await dataProvider.create('findings', { data: { Area: 'Culture' } });
    await dataProvider.createInquiry({ InquiryTypeId: 2, Description: 'D' }, 'inquiry-key');
    reply.body = page([], 0);
    await dataProvider.getList('customers', list);
    expect(keys[0]).toBe('screen-key');
    expect(keys[1]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys.slice(2)).toEqual(['inquiry-key', null]);
  });
});

describe('errors', () => {
  it('carries the API title and every errorMessage line without the wire field name, and the status', async () => {
    reply = {
      status: 400,
      body: { status: 400, title: 'Validation failed', errorMessage: ['InqType: This field is mandatory'] },
    };
    await expect(dataProvider.create('inquiry-types', { data: {} })).rejects.toMatchObject({
      message: 'Validation failed\nThis field is mandatory',
      status: 400,
      body: { errorMessage: ['InqType: This field is mandatory'] },
    });
  });

  it('shows a transport title as a readable sentence', async () => {
    reply = { status: 413, body: { status: 413, title: 'Payload Too Large', errorMessage: ['Token: too long'] } };
    await expect(dataProvider.create('inquiry-types', { data: {} })).rejects.toMatchObject({
      status: 413,
      message: 'What was sent is too large.\ntoo long',
    });
    reply = { status: 415, body: { status: 415, title: 'Unsupported Media Type', errorMessage: [] } };
    await expect(dataProvider.create('inquiry-types', { data: {} })).rejects.toMatchObject({
      message: 'This kind of file or content cannot be sent here.',
    });
  });

  it('reads a 401 whose body status is a string', async () => {
    reply = { status: 401, body: { status: '401', title: 'Unauthorized', errorMessage: ['Token expired'] } };
    await expect(dataProvider.getOne('customers', { id: 1 })).rejects.toMatchObject({
      status: 401,
      message: 'Unauthorized\nToken expired',
    });
  });

  it('says Network Error when no response arrives', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(dataProvider.getList('customers', list)).rejects.toMatchObject({ message: NETWORK_ERROR });
  });
});

describe('an expired session', () => {
  it('sends nothing and fails as a 401 with Session timeout / Please login again', async () => {
    const claims = btoa(JSON.stringify({ role: 'SuperAdmin', exp: Math.floor(Date.now() / 1000) - 60 })).replace(
      /=+$/,
      '',
    );
    localStorage.setItem('token', `h.${claims}.s`);
    await expect(dataProvider.getList('customers', list)).rejects.toMatchObject({
      status: 401,
      message: 'Session timeout\nPlease login again',
    });
    expect(calls).toEqual([]);
  });
});

describe('custom methods', () => {
  it('creates and re-creates an inquiry and answers with the stored one', async () => {
    reply.body = { Id: 5, InquiryTypeId: 2 };
    await expect(dataProvider.createInquiry({ InquiryTypeId: 2, Description: 'D' }, 'key-1')).resolves.toEqual({
      Id: 5,
      InquiryTypeId: 2,
    });
    await dataProvider.recreateInquiry('5', { Description: 'E' }, 'key-2');
    expect(calls).toEqual([
      {
        url: '/api/Inquiry/CreateInquiry',
        method: 'POST',
        body: { InquiryTypeId: 2, Description: 'D' },
        auth: 'Bearer tkn',
      },
      { url: '/api/Inquiry/RecreateInquiry/5', method: 'POST', body: { Description: 'E' }, auth: 'Bearer tkn' },
    ]);
  });

  it('reads the rows of the intake and open-ended answers envelopes', async () => {
    reply.body = page([{ Question: 'Q', QuestionType: 'Checkbox', Answer: 'yes' }], 1);
    await expect(dataProvider.getIntakeAnswers('4')).resolves.toEqual([
      { Question: 'Q', QuestionType: 'Checkbox', Answer: 'yes' },
    ]);
    await dataProvider.getOpenEndedAnswers('4', '9');
    expect(calls.map((c) => c.url)).toEqual([
      '/api/Inquiry/GetIntakeAnswers/4',
      '/api/SurveyAnswer/4/ViewOpenEndedSurveyAnswers/9',
    ]);
  });

  it('puts the participants and the intake answers to their inquiry', async () => {
    const participants = {
      Participants: ['a@example.com'],
      NoOfParticipants: 1,
      ExpiryDate: '2026-12-20',
      IsCustomerAdminRespondent: false,
    };
    await dataProvider.addParticipants('6', participants);
    await dataProvider.addIntakeAnswers('6', { IntakeAnswersDtos: [{ IntakeId: 1, Answer: 'yes' }] });
    expect(calls).toEqual([
      { url: '/api/Inquiry/AddParticipants/6', method: 'PUT', body: participants, auth: 'Bearer tkn' },
      {
        url: '/api/Inquiry/AddIntakeAnswer/6',
        method: 'POST',
        body: { IntakeAnswersDtos: [{ IntakeId: 1, Answer: 'yes' }] },
        auth: 'Bearer tkn',
      },
    ]);
  });

  it('reads the input results of an inquiry as the API sends them', async () => {
    reply.body = { CultureArray: [], PeopleArray: [], ProcessArray: [], StructureArray: [] };
    await expect(dataProvider.getInputResult('8')).resolves.toEqual(reply.body);
    expect(calls[0]).toMatchObject({
      url: '/api/UploadResultDocument/InputResultForPortalAdmin/8',
      method: 'GET',
      auth: 'Bearer tkn',
    });
  });

  it("puts the company profile for the token's customer and user, active", async () => {
    const claims = btoa(
      JSON.stringify({ role: 'CustomerAdmin', userid: 31, customerid: 17, exp: Math.floor(Date.now() / 1000) + 60 }),
    ).replace(/=+$/, '');
    localStorage.setItem('token', `h.${claims}.s`);
    const profile = {
      YearsInBusiness: '3',
      duration: 'years' as const,
      ProfitOrNOn: 'Profit',
      OwnerShipStructure: 'Private',
      AnnualRevenue: '10',
      AverageFTE: '2',
      NumberOfLocations: '1',
      HeadquarterAddress: 'Here',
    };
    await dataProvider.completeCompanyProfile(profile);
    expect(calls[0]).toMatchObject({
      url: '/api/Customer/17/User/31/CustomerProfileComplete',
      method: 'PUT',
      body: { ...profile, IsActive: true },
    });
  });

  it('downloads the result template with the bearer header and the served name', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        calls.push({ url: _url, method: 'GET', body: undefined, auth: new Headers(init.headers).get('Authorization') });
        return new Response('xlsx', {
          status: 200,
          headers: { 'Content-Disposition': 'attachment; filename="template-3.xlsx"' },
        });
      }),
    );
    const file = await dataProvider.getResultTemplate('3');
    expect(file.fileName).toBe('template-3.xlsx');
    expect(await file.blob.text()).toBe('xlsx');
    expect(calls).toEqual([
      { url: '/api/UploadResultDocument/ResultTemplate/3', method: 'GET', body: undefined, auth: 'Bearer tkn' },
    ]);
  });
});
