import { Customer } from '../src/customers/customer.entity';
import { Client, personas, Personas } from './support/personas';
import { addParticipants, createInquiry, submitIntake, typeByName } from './support/survey-fixtures';
import { statementLog } from './support/statement-log';
import { createTestApp, DEMO, TestApp } from './support/test-app';

/**
 * Counts the SQL statements the hot reads send to the real database (every statement goes through the
 * DataSource's logger, whatever the engine). Counting: the caller's session check (token version,
 * user and customer active) is counted on its own and must be exactly one statement; the read itself,
 * everything else the request sends, must be at most two.
 */
const SESSION_CHECK = /FROM users u LEFT JOIN customers c ON c\.id = u\.customer_id/;

describe('SQL statements per hot read', () => {
  let t: TestApp;
  let api: Personas;
  let ctAdmin: Client;
  let staff: Client;
  let operator: Client;
  let inquiryId: number;
  let typeId: number;
  let statements: ReturnType<typeof statementLog>;

  beforeAll(async () => {
    // No mail worker: its 5-second round would add its statements to a request's. The other rounds
    // (reminders, file sweep) run hourly, none at start.
    t = await createTestApp({
      env: { MAIL_POLL_INTERVAL_MS: '0', WEBHOOK_POLL_INTERVAL_MS: '0', PROGRAMME_POLL_INTERVAL_MS: '0' },
    });
    api = await personas(t);
    [ctAdmin, staff, operator] = [api.as('contosoAdmin'), api.as('contosoStaff'), api.as('operator')];
    typeId = (await typeByName(t, 'Organisational Health Check')).id;
    for (let n = 0; n < 9; n++) await createInquiry(ctAdmin, typeId, `Paged inquiry ${n}`);
    inquiryId = (await createInquiry(ctAdmin, typeId, 'Hot inquiry')).Id;
    await submitIntake(t, ctAdmin, inquiryId, typeId);
    const invited = Array.from({ length: 30 }, (_, n) => `invitee${n}@contoso.example`);
    await addParticipants(ctAdmin, inquiryId, [DEMO.contosoStaff, ...invited]).expect(200);

    statements = statementLog(t.dataSource);
  });
  afterAll(() => t.close());

  /** The statements one request sends, split into the session check and the rest. */
  async function count(send: () => PromiseLike<unknown>) {
    const sent = await statements.of(send);
    return {
      session: sent.filter((q) => SESSION_CHECK.test(q)).length,
      read: sent.filter((q) => !SESSION_CHECK.test(q)),
    };
  }

  const cases: [string, () => Client, () => string][] = [
    ['GET /api/Inquiry/{id}', () => ctAdmin, () => `/api/Inquiry/${inquiryId}`],
    ['GET /api/Inquiry/{id} (super admin)', () => operator, () => `/api/Inquiry/${inquiryId}`],
    ['GET /api/Customer, page 1', () => operator, () => '/api/Customer?pageSize=1&currentPage=1'],
    ['GET /api/Customer, late page', () => operator, () => '/api/Customer?pageSize=1&currentPage=2'],
    ['GET /api/Inquiry/Admin, page 1', () => operator, () => '/api/Inquiry/Admin?pageSize=2&currentPage=1'],
    ['GET /api/Inquiry/Admin, late page', () => operator, () => '/api/Inquiry/Admin?pageSize=2&currentPage=5'],
    ['GET /api/Inquiry (own customer), late page', () => ctAdmin, () => '/api/Inquiry?pageSize=2&currentPage=5'],
    [
      'GET /api/Inquiry/GetRespondents/{id}, page 1',
      () => ctAdmin,
      () => `/api/Inquiry/GetRespondents/${inquiryId}?pageSize=8&currentPage=1`,
    ],
    [
      'GET /api/Inquiry/GetRespondents/{id}, late page',
      () => ctAdmin,
      () => `/api/Inquiry/GetRespondents/${inquiryId}?pageSize=8&currentPage=4`,
    ],
    [
      'GET /api/SurveyAnswer/{type}/{id}/SurveyFormQuestions',
      () => staff,
      () => `/api/SurveyAnswer/${typeId}/${inquiryId}/SurveyFormQuestions`,
    ],
  ];

  it.each(cases)('%s: one session check and at most two statements for the read', async (_name, who, path) => {
    let body: { data?: unknown[] } = {};
    const { session, read } = await count(() =>
      who()
        .get(path())
        .expect(200)
        .then((res) => (body = res.body as typeof body)),
    );
    expect(session).toBe(1);
    // The statements themselves are shown when there are too many.
    expect(read.length <= 2 ? [] : read).toEqual([]);
    // The request really read something: a list answers rows, a single record its fields.
    expect(body.data === undefined ? Object.keys(body).length : body.data.length).toBeGreaterThan(0);
  });

  it('answers a refused session with its one check and without reading the inquiry', async () => {
    const contoso = await t.dataSource.getRepository(Customer).findOneByOrFail({ name: 'Contoso Ltd' });
    await t.dataSource.getRepository(Customer).update({ id: contoso.id }, { isActive: false });
    try {
      const { session, read } = await count(() => ctAdmin.get(`/api/Inquiry/${inquiryId}`).expect(401));
      expect(session).toBe(1);
      expect(read.filter((q) => /inquiries/.test(q))).toEqual([]);
    } finally {
      await t.dataSource.getRepository(Customer).update({ id: contoso.id }, { isActive: true });
    }
  });
});
