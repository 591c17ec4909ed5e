import { createHmac } from 'node:crypto';
import { deflateRawSync } from 'node:zlib';
import { AuditEvent } from '../src/audit/audit-event.entity';
import { AuditService } from '../src/audit/audit.service';
import { RefusalRecorder } from '../src/audit/refusal-recorder';
import { Customer } from '../src/customers/customer.entity';
import { Inquiry } from '../src/inquiries/inquiry.entity';
import { Client, personas, Personas } from './support/personas';
import { createInquiry, intakeAnswersFor, typeByName } from './support/survey-fixtures';
import { createTestApp, DEMO, TestApp } from './support/test-app';

interface Item {
  Action: string;
  Outcome: string;
  Status: number | null;
  UserId: number | null;
  UserEmail: string | null;
  CustomerId: number | null;
  Method: string | null;
  Route: string | null;
  Target: string | null;
  Detail: string | null;
  Ip: string | null;
  Count: number;
  CreatedAt: string;
  LastAt: string;
}

const enc = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
const hs256 = (claims: object, secret: string) => {
  const body = `${enc({ alg: 'HS256', typ: 'JWT' })}.${enc(claims)}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
};

/** A stored zip whose one part inflates to 64 MB while declaring 1 KB. */
function zipBomb(): Buffer {
  const body = deflateRawSync(Buffer.alloc(64 * 1024 * 1024), { level: 9 });
  const name = Buffer.from('xl/worksheets/sheet1.xml');
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(body.length, 18);
  local.writeUInt32LE(1024, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(body.length, 20);
  central.writeUInt32LE(1024, 24);
  central.writeUInt16LE(name.length, 28);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(local.length + name.length + body.length, 16);
  return Buffer.concat([local, name, body, central, name, end]);
}

/** The refusals and edits a probe found unrecorded: each must leave an audit event with the client's address. */
describe('refusals and edits in the audit log', () => {
  let t: TestApp;
  let api: Personas;
  let op: Client;

  beforeAll(async () => {
    // Behind one proxy: the client address is the one X-Forwarded-For names.
    t = await createTestApp({ env: { TRUST_PROXY: '1', MAIL_POLL_INTERVAL_MS: '0' } });
    api = await personas(t);
    op = api.as('operator');
  });
  afterAll(() => t.close());

  const events = async (action: string): Promise<Item[]> =>
    (await op.get(`/api/AuditLog?pageSize=-1&action=${action}`).expect(200)).body.data;
  const userId = async (email: string) => (await t.users.findOneByOrFail({ email })).id;

  it('records a read of another tenant’s inquiry (404) with the reader and address', async () => {
    const contoso = await t.dataSource.getRepository(Customer).findOneByOrFail({ name: 'Contoso Ltd' });
    const typeId = (await typeByName(t, 'Organisational Health Check')).id;
    const theirs = await createInquiry(api.as('contosoAdmin'), typeId, 'Contoso only');
    await api.as('northwindAdmin').get(`/api/Inquiry/${theirs.Id}`).set('X-Forwarded-For', '203.0.113.1').expect(404);
    // A plain missing record is not a cross-tenant read.
    await api.as('northwindAdmin').get('/api/Inquiry/999999').set('X-Forwarded-For', '203.0.113.1').expect(404);

    const [e, ...more] = await events('tenant.cross-access');
    expect(more).toEqual([]);
    expect(e).toMatchObject({
      Outcome: 'refused',
      Status: 404,
      UserId: await userId(DEMO.northwindAdmin),
      UserEmail: DEMO.northwindAdmin,
      Method: 'GET',
      Route: `/api/Inquiry/${theirs.Id}`,
      Ip: '203.0.113.1',
      Count: 1,
    });
    expect(e.CustomerId).not.toBe(contoso.id);
  });

  it('records a 403 with the caller and address', async () => {
    await api.as('northwindStaff').get('/api/AuditLog').set('X-Forwarded-For', '203.0.113.2').expect(403);
    expect(await events('access.forbidden')).toEqual([
      expect.objectContaining({
        Status: 403,
        UserId: await userId(DEMO.northwindStaff),
        UserEmail: DEMO.northwindStaff,
        Route: '/api/AuditLog',
        Ip: '203.0.113.2',
      }),
    ]);
  });

  it('records tokens refused with 401: alg none, another secret, expired, revoked; not an anonymous call', async () => {
    const id = await userId(DEMO.northwindAdmin);
    const now = Math.floor(Date.now() / 1000);
    const claims = {
      role: 'CustomerAdmin',
      userid: id,
      customerid: 1,
      email: DEMO.northwindAdmin,
      firstname: 'A',
      lastname: 'B',
      tv: 0,
      iat: now,
      exp: now + 600,
    };
    const none = `${enc({ alg: 'none', typ: 'JWT' })}.${enc({ ...claims, role: 'SuperAdmin' })}.`;
    const call = (token: string | null, ip: string) => {
      const req = t.http().get('/api/Customer').set('X-Forwarded-For', ip);
      return (token ? req.set('Authorization', `Bearer ${token}`) : req).expect(401);
    };
    await call(none, '203.0.113.3');
    await call(hs256(claims, 'another-secret-another-secret-another-secret'), '203.0.113.4');
    await call(hs256({ ...claims, iat: now - 7200, exp: now - 3600 }, t.config.jwtSecret), '203.0.113.5');
    const revoked = await t.tokenFor(DEMO.contosoStaff);
    await api.asUser(DEMO.contosoStaff).then((c) => c.post('/api/auth/logout').expect(200));
    await call(revoked, '203.0.113.6');
    await call(null, '203.0.113.7');

    const refused = await events('token.refused');
    expect(refused.map((e) => e.Ip).sort()).toEqual(['203.0.113.3', '203.0.113.4', '203.0.113.5', '203.0.113.6']);
    expect(
      refused.every((e) => e.Status === 401 && e.Route === '/api/Customer' && e.Method === 'GET' && e.UserId === null),
    ).toBe(true);
    expect(refused.find((e) => e.Ip === '203.0.113.5')?.Detail).toMatch(/Session timeout/);
  });

  it('records a wrong password-reset code', async () => {
    await t
      .http()
      .post('/api/auth/verifyforgotpasswordtoken')
      .set('X-Forwarded-For', '203.0.113.8')
      .send({ Email: DEMO.contosoAdmin, Token: '000000' })
      .expect(400);
    expect(await events('password.reset.code-failed')).toEqual([
      expect.objectContaining({
        Status: 400,
        Route: '/api/auth/verifyforgotpasswordtoken',
        Method: 'POST',
        Ip: '203.0.113.8',
        Outcome: 'refused',
        Detail: 'The code is invalid or has expired. Please request a new code.',
      }),
    ]);
  });

  it('records a refused sign-up', async () => {
    const northwind = await t.dataSource.getRepository(Customer).findOneByOrFail({ name: 'Northwind Traders' });
    const password = 'Strong#Pass2026';
    await t
      .http()
      .post('/api/Customer/CustomerAdminsignup')
      .set('X-Forwarded-For', '203.0.113.9')
      .send({
        CustomerId: northwind.id,
        FirstName: 'Eve',
        LastName: 'Intruder',
        Email: 'eve@evil.example',
        Password: password,
        ConfirmPassword: password,
      })
      .expect(403);
    expect(await events('signup.refused')).toEqual([
      expect.objectContaining({ Status: 403, Route: '/api/Customer/CustomerAdminsignup', Ip: '203.0.113.9' }),
    ]);
  });

  it('records a zip bomb and a wrong file type refused at upload', async () => {
    const inquiry = await t.dataSource.getRepository(Inquiry).findOneOrFail({ where: {}, order: { id: 'ASC' } });
    const url = `/api/UploadResultDocument/UploadDocumentResults/${inquiry.id}`;
    await op.post(url).set('X-Forwarded-For', '203.0.113.10').attach('File', zipBomb(), 'results.xlsx').expect(413);
    await op
      .post(url)
      .set('X-Forwarded-For', '203.0.113.10')
      .attach('File', Buffer.from('%PDF-1.4\n%%EOF'), 'results.xlsx')
      .expect(415);
    const rejected = await events('upload.rejected');
    expect(rejected.map((e) => e.Status).sort()).toEqual([413, 415]);
    expect(rejected.every((e) => e.Ip === '203.0.113.10' && e.Route === url && e.UserEmail === DEMO.operator)).toBe(
      true,
    );
    expect(rejected.find((e) => e.Status === 413)?.Detail).toMatch(/larger than it declares/);
  });

  it('records edits: own profile, customer fields by the operator, intake answers by the customer admin, with address and route', async () => {
    const staff = await api.asUser(DEMO.northwindStaff);
    const staffId = await userId(DEMO.northwindStaff);
    await staff
      .put(`/api/CustomerUser/Profile/${staffId}`)
      .set('X-Forwarded-For', '198.51.100.1')
      .send({ FirstName: 'Pat', LastName: 'Lee', Designation: 'Analyst' })
      .expect(200);
    expect(await events('profile.updated')).toEqual([
      expect.objectContaining({
        Outcome: 'succeeded',
        UserId: staffId,
        UserEmail: DEMO.northwindStaff,
        Ip: '198.51.100.1',
        Method: 'PUT',
        Target: DEMO.northwindStaff,
      }),
    ]);

    const northwind = await t.dataSource.getRepository(Customer).findOneByOrFail({ name: 'Northwind Traders' });
    await op
      .put(`/api/Customer/${northwind.id}`)
      .set('X-Forwarded-For', '198.51.100.2')
      .send({ City: 'Leeds' })
      .expect(200);
    expect(await events('customer.updated')).toEqual([
      expect.objectContaining({
        UserEmail: DEMO.operator,
        CustomerId: northwind.id,
        Ip: '198.51.100.2',
        Detail: 'fields: City',
        Target: 'Northwind Traders',
      }),
    ]);

    const admin = api.as('northwindAdmin');
    const typeId = (await typeByName(t, 'Organisational Health Check')).id;
    const inquiry = await createInquiry(admin, typeId, 'Audited intake');
    await admin
      .post(`/api/Inquiry/AddIntakeAnswer/${inquiry.Id}`)
      .set('X-Forwarded-For', '198.51.100.3')
      .send({ IntakeAnswersDtos: await intakeAnswersFor(t, typeId) })
      .expect(200);
    expect(await events('intake.answers-saved')).toEqual([
      expect.objectContaining({
        UserEmail: DEMO.northwindAdmin,
        CustomerId: northwind.id,
        Ip: '198.51.100.3',
        Target: `Inquiry ${inquiry.Id}`,
      }),
    ]);
    // Events recorded by services before this change now carry the address and route too.
    expect((await events('inquiry.create')).filter((e) => e.Target === `Inquiry ${inquiry.Id}`)).toEqual([
      expect.objectContaining({
        Target: `Inquiry ${inquiry.Id}`,
        Ip: expect.any(String),
        Route: '/api/Inquiry/CreateInquiry',
        UserEmail: DEMO.northwindAdmin,
      }),
    ]);
  });

  it('counts a flood of the same refusal in one row: 300 requests, one row with count 300', async () => {
    const staff = api.as('northwindStaff');
    const before = await t.dataSource.getRepository(AuditEvent).count();
    for (let i = 0; i < 300; i++) await staff.get('/api/Customer').set('X-Forwarded-For', '192.0.2.77').expect(403);
    const flood = (await events('access.forbidden')).filter((e) => e.Ip === '192.0.2.77');
    expect(flood).toHaveLength(1);
    expect(flood[0].Count).toBe(300);
    // Not before the first one, to the second (MariaDB keeps whole seconds; 300 requests may all fall in one).
    const seconds = (at: string) => Math.floor(new Date(at).getTime() / 1000);
    expect(seconds(flood[0].LastAt)).toBeGreaterThanOrEqual(seconds(flood[0].CreatedAt));
    expect((await t.dataSource.getRepository(AuditEvent).count()) - before).toBe(1);
  });

  it('keeps 10,000 refusals from 20 addresses in 20 rows with exact counts', async () => {
    const recorder = t.app.get(RefusalRecorder);
    const started = Date.now();
    for (let i = 0; i < 10_000; i++) {
      recorder.record({
        ip: `192.0.2.${i % 20}`,
        method: 'GET',
        url: '/api/Customer?x=1',
        user: null,
        status: 401,
        bearer: true,
        multipart: false,
        lines: ['Please login again'],
        crossTenant: false,
      });
    }
    const recordMs = Date.now() - started;
    await t.app.get(AuditService).flush();
    const rows = (await events('token.refused')).filter((e) => e.Ip?.startsWith('192.0.2.') && e.Ip !== '192.0.2.77');
    expect(rows).toHaveLength(20);
    expect(rows.every((e) => e.Count === 500)).toBe(true);
    expect(recordMs).toBeLessThan(2000);
  });
});

describe('audit log bounds', () => {
  let t: TestApp;
  let op: Client;

  beforeAll(async () => {
    t = await createTestApp({
      demo: true,
      env: {
        AUDIT_MAX_ROWS: '100',
        AUDIT_RETENTION_DAYS: '30',
        AUDIT_AGGREGATE_SECONDS: '0',
        AUTH_THROTTLE_PER_MINUTE: '2',
      },
    });
    op = (await personas(t)).as('operator');
  });
  afterAll(() => t.close());

  it('records 429s of the login throttle', async () => {
    const login = () =>
      t.http().post('/api/auth/login').send({ username: DEMO.contosoStaff, password: 'Wrong#Pass2026' });
    await login().expect(401);
    await login().expect(401);
    await login().expect(429);
    await login().expect(429);
    const res = await op.get('/api/AuditLog?action=request.throttled&pageSize=-1').expect(200);
    expect(res.body.data).toEqual([
      expect.objectContaining({
        Status: 429,
        Route: '/api/auth/login',
        Method: 'POST',
        Ip: expect.stringMatching(/127\.0\.0\.1|::1/),
      }),
      expect.objectContaining({ Status: 429 }),
    ]);
  });

  it('never holds more than AUDIT_MAX_ROWS rows, drops rows past AUDIT_RETENTION_DAYS, and counts what it could not keep apart', async () => {
    const repo = t.dataSource.getRepository(AuditEvent);
    await repo.insert({ action: 'ancient.event', createdAt: new Date(Date.now() - 40 * 86_400_000) });
    const recorder = t.app.get(RefusalRecorder);
    // Aggregation is off here: every event its own row, up to the 1,000 kept apart per write; the rest in one overflow row.
    for (let i = 0; i < 10_000; i++) {
      recorder.record({
        ip: `10.0.${i >> 8}.${i & 255}`,
        method: 'GET',
        url: '/api/Customer',
        user: null,
        status: 403,
        bearer: true,
        multipart: false,
        lines: [],
        crossTenant: false,
      });
    }
    await t.app.get(AuditService).flush();
    expect(await repo.count()).toBeLessThanOrEqual(100);
    expect(await repo.countBy({ action: 'ancient.event' })).toBe(0);
    const overflow = await repo.findOneByOrFail({ action: 'audit.overflow' });
    expect(overflow.count).toBe(9000);
  });
});
