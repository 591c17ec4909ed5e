import ExcelJS from 'exceljs';
import { AuditEvent } from '../src/audit/audit-event.entity';
import { Inquiry } from '../src/inquiries/inquiry.entity';
import { uncolouredSheets, xlsx } from './results-fixtures';
import { Client, personas, Personas } from './support/personas';
import { createTestApp, DEMO, TestApp } from './support/test-app';

/** GET /api/AuditLog and the security-relevant events it must show. */
describe('audit log', () => {
  let t: TestApp;
  let api: Personas;
  let op: Client;
  let staffId: number;

  beforeAll(async () => {
    t = await createTestApp();
    api = await personas(t);
    op = api.as('operator');
    staffId = (await t.users.findOneByOrFail({ email: DEMO.contosoStaff })).id;
  });
  afterAll(() => t.close());

  const log = (query: string, as = op) => as.get(`/api/AuditLog${query}`);
  const actions = async (query = '?pageSize=-1') =>
    ((await log(query).expect(200)).body.data as { Action: string }[]).map((e) => e.Action);

  it('is for the super admin only', async () => {
    await api.anonymous().get('/api/AuditLog').expect(401);
    for (const who of ['northwindAdmin', 'northwindStaff', 'contosoAdmin'] as const)
      await log('', api.as(who)).expect(403);
  });

  it('records logins and failed logins with the address, newest first, filtered by action and user', async () => {
    await api
      .anonymous()
      .post('/api/auth/login')
      .send({ username: DEMO.contosoStaff, password: 'Wrong#Pass2026' })
      .expect(401);
    await api
      .anonymous()
      .post('/api/auth/login')
      .send({ username: 'nobody@demo.test', password: 'Wrong#Pass2026' })
      .expect(401);
    await api
      .anonymous()
      .post('/api/auth/login')
      .send({ username: DEMO.contosoStaff, password: DEMO.password })
      .expect(200);

    const res = await log('?pageSize=-1').expect(200);
    expect(res.body.data[0]).toEqual({
      Id: expect.any(Number),
      Action: 'login',
      Outcome: 'succeeded',
      Status: null,
      UserId: staffId,
      UserEmail: DEMO.contosoStaff,
      CustomerId: expect.any(Number),
      Method: 'POST',
      Route: '/api/auth/login',
      Target: null,
      Detail: null,
      Ip: expect.any(String),
      Count: 1,
      CreatedAt: expect.any(String),
      LastAt: expect.any(String),
    });
    expect(res.body.data.slice(0, 3).map((e: { Action: string }) => e.Action)).toEqual([
      'login',
      'login.failed',
      'login.failed',
    ]);
    expect(res.body.data[2]).toMatchObject({
      Action: 'login.failed',
      UserId: staffId,
      UserEmail: DEMO.contosoStaff,
      Target: DEMO.contosoStaff,
    });
    expect(res.body.data[1]).toMatchObject({
      Action: 'login.failed',
      UserId: null,
      UserEmail: null,
      Target: 'nobody@demo.test',
    });

    const failed = await log('?action=login.failed&pageSize=-1').expect(200);
    expect(failed.body.data.map((e: { Action: string }) => e.Action)).toEqual(['login.failed', 'login.failed']);
    const mine = await log(`?userId=${staffId}&pageSize=-1`).expect(200);
    expect(mine.body.data.every((e: { UserId: number }) => e.UserId === staffId)).toBe(true);
    expect(mine.body.totalItem).toBe(2);
    const both = await log(`?userId=${staffId}&action=login`).expect(200);
    expect(both.body.totalItem).toBe(1);
  });

  it('pages 8 per page by default, with -1 for everything, and validates the query', async () => {
    const repo = t.dataSource.getRepository(AuditEvent);
    await repo.insert(Array.from({ length: 12 }, (_, i) => ({ action: 'paging.probe', target: `probe ${i}` })));
    const first = await log('?action=paging.probe').expect(200);
    expect(first.body).toMatchObject({ currentPage: 1, pageSize: 8, totalItem: 12, totalPage: 2 });
    expect(first.body.data).toHaveLength(8);
    expect(first.body.data[0].Target).toBe('probe 11');
    const last = await log('?action=paging.probe&currentPage=2').expect(200);
    expect(last.body.data.map((e: { Target: string }) => e.Target)).toEqual([
      'probe 3',
      'probe 2',
      'probe 1',
      'probe 0',
    ]);
    expect((await log('?action=paging.probe&pageSize=-1').expect(200)).body.data).toHaveLength(12);

    const bad = await log('?userId=abc&pageSize=0').expect(400);
    expect(bad.body.status).toBe(400);
    expect(bad.body.errorMessage).toEqual(
      expect.arrayContaining(['userId: Must be a whole number', 'pageSize: pageSize must be -1 or at least 1']),
    );
    await log(`?action=${'x'.repeat(61)}`).expect(400);
    // A filter is data, never SQL.
    expect((await log(`?action=${encodeURIComponent("login' OR '1'='1")}`).expect(200)).body.totalItem).toBe(0);
  });

  it('filters by organisation, user email, outcome and date range', async () => {
    const repo = t.dataSource.getRepository(AuditEvent);
    const day = (d: string) => new Date(`${d}T12:00:00Z`);
    await repo.insert([
      {
        action: 'filter.probe',
        customerId: 7,
        actorEmail: 'Ann@Example.test',
        outcome: 'refused',
        createdAt: day('2026-01-10'),
        lastAt: day('2026-01-10'),
      },
      {
        action: 'filter.probe',
        customerId: 8,
        actorEmail: 'bob@example.test',
        createdAt: day('2026-02-10'),
        lastAt: day('2026-02-10'),
      },
      {
        action: 'filter.probe',
        customerId: 7,
        actorEmail: 'a_n%n@example.test',
        createdAt: day('2026-03-10'),
        lastAt: day('2026-03-12'),
      },
    ]);
    const emails = async (q: string) =>
      ((await log(`?action=filter.probe&pageSize=-1${q}`).expect(200)).body.data as { UserEmail: string }[]).map(
        (e) => e.UserEmail,
      );
    expect(await emails('&customerId=7')).toEqual(['a_n%n@example.test', 'Ann@Example.test']);
    expect(await emails('&email=ann')).toEqual(['Ann@Example.test']);
    // LIKE wildcards in the filter are plain text.
    expect(await emails('&email=_n%25')).toEqual(['a_n%n@example.test']);
    expect(await emails('&outcome=refused')).toEqual(['Ann@Example.test']);
    expect(await emails('&from=2026-02-01&to=2026-02-28')).toEqual(['bob@example.test']);
    expect(await emails('&to=2026-01-10')).toEqual(['Ann@Example.test']);
    // A row counts as in range while it was still happening (last seen after from).
    expect(await emails('&from=2026-03-11')).toEqual(['a_n%n@example.test']);
    const bad = await log('?from=yesterday&outcome=maybe&customerId=x').expect(400);
    expect(bad.body.errorMessage).toEqual(
      expect.arrayContaining([
        'from: Must be a date (YYYY-MM-DD) or an ISO 8601 time',
        'outcome: Must be succeeded or refused',
        'customerId: Must be a whole number',
      ]),
    );
  });

  it('exports the filtered events as CSV and as .xlsx, formulas neutralised, super admin only', async () => {
    const repo = t.dataSource.getRepository(AuditEvent);
    await repo.insert({
      action: 'export.probe',
      target: '=HYPERLINK("http://evil.example")',
      detail: 'a, "quoted" line',
      count: 3,
    });
    const csv = await op.get('/api/AuditLog/Export?action=export.probe&format=csv').expect(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Id,First,Last,Count,Action,Outcome,Status,UserId,UserEmail,CustomerId,Ip,Method,Route,Target,Detail',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(',3,export.probe,succeeded,');
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"")","a, ""quoted"" line"`);

    const xlsx = await op
      .get('/api/AuditLog/Export?action=export.probe&format=xlsx')
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.body);
    const sheet = book.getWorksheet('Audit log')!;
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(5).value).toBe('export.probe');
    expect(sheet.getRow(2).getCell(14).value).toBe(`'=HYPERLINK("http://evil.example")`);

    await op.get('/api/AuditLog/Export?format=pdf').expect(400);
    await api.anonymous().get('/api/AuditLog/Export').expect(401);
    for (const who of ['northwindAdmin', 'northwindStaff', 'contosoAdmin'] as const)
      await api.as(who).get('/api/AuditLog/Export').expect(403);
  });

  it('records activation changes, deletes, password changes, result uploads and exports', async () => {
    const contosoStaff = await t.users.findOneByOrFail({ email: DEMO.contosoStaff });
    await op
      .put(`/api/CustomerUser/${contosoStaff.id}`)
      .send({ FirstName: 'Klaus', LastName: 'Becker', Active: false })
      .expect(200);
    await op
      .put(`/api/CustomerUser/${contosoStaff.id}`)
      .send({ FirstName: 'Klaus', LastName: 'Becker', Active: true })
      .expect(200);

    const staff2 = await t.users.findOneByOrFail({ email: 'staff2@northwind.demo.test' });
    const staff2As = await api.asUser(staff2.email);
    await staff2As
      .put(`/api/auth/changepassword/${staff2.id}`)
      .send({ CurrentPassword: DEMO.password, NewPassword: 'Brand#New2027pass' })
      .expect(200);

    const inquiry = await t.dataSource.getRepository(Inquiry).findOneOrFail({ where: {}, order: { id: 'ASC' } });
    await op.get(`/api/PDFReport/ExportData/${inquiry.id}`).expect(200);
    await op
      .post(`/api/UploadResultDocument/UploadDocumentResults/${inquiry.id}`)
      .attach('File', await xlsx(uncolouredSheets()), 'results.xlsx')
      .expect(200);

    const finding = (await op.get('/api/Findings/AllFindings').expect(200)).body.data[0];
    await op.delete(`/api/Findings/${finding.FindingId}`).expect(200);
    const throwaway = await t.users.save(
      t.users.create({ ...contosoStaff, id: undefined, email: 'leaver@contoso.demo.test' }),
    );
    await op.delete(`/api/CustomerUser/${throwaway.id}`).expect(200);

    const seen = await actions();
    for (const action of [
      'user.deactivated',
      'user.activated',
      'password.change',
      'report.export',
      'results.upload',
      'finding.delete',
      'user.deleted',
    ]) {
      expect(seen).toContain(action);
    }
    const deleted = (await log('?action=user.deleted').expect(200)).body.data[0];
    expect(deleted).toMatchObject({
      Target: 'leaver@contoso.demo.test',
      UserId: (await t.users.findOneByOrFail({ email: DEMO.operator })).id,
    });
  });
});
