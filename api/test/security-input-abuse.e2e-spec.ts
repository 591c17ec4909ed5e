import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { StoredFile } from '../src/files/stored-file.entity';
import { SignedLinkService } from '../src/files/signed-link.service';
import { Client, personas, Personas } from './support/personas';
import { createInquiry, pdfFile, typeByName } from './support/survey-fixtures';
import { createTestApp, DEMO, TestApp } from './support/test-app';

/** Hostile input: wrong types, injection strings, file names and contents, signed links. */
describe('input abuse', () => {
  let t: TestApp;
  let api: Personas;
  let op: Client;
  let admin: Client;
  let staff: Client;
  let typeId: number;

  beforeAll(async () => {
    t = await createTestApp();
    api = await personas(t);
    [op, admin, staff] = [api.as('operator'), api.as('northwindAdmin'), api.as('northwindStaff')];
    typeId = (await typeByName(t, 'Organisational Health Check')).id;
  });
  afterAll(() => t.close());

  /** Never a 5xx, always the error shape, nothing of the server's insides. */
  function expectCleanError(res: { status: number; body: unknown; text: string }, status?: number) {
    if (status) expect(res.status).toBe(status);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body).toEqual({ status: res.status, title: expect.any(String), errorMessage: expect.any(Array) });
    expect(res.text).not.toMatch(
      /\bat \w+ \(|\/work\/|node_modules|SELECT |INSERT |QueryFailed|SQLITE_|ER_[A-Z_]+|TypeError|stack/i,
    );
  }

  it('answers wrong types, shapes and encodings with 400 in the error shape, never 500', async () => {
    const create = (body: unknown, type = 'application/json') =>
      admin
        .post('/api/Inquiry/CreateInquiry')
        .set('Content-Type', type)
        .send(body as object);
    expectCleanError(await create({ InquiryTypeId: { $gt: 0 }, Description: ['a', 'b'] }), 400);
    expectCleanError(await create({ InquiryTypeId: '1; DROP TABLE inquiries', Description: 'x' }), 400);
    expectCleanError(await create({ InquiryTypeId: 1e308, Description: 'x' }), 400);
    expectCleanError(await create({ InquiryTypeId: null, Description: null }), 400);
    expectCleanError(await create('[1,2,3]'), 400);
    expectCleanError(await create('"just a string"'), 400);
    expectCleanError(await create('{"InquiryTypeId": 1, "Description": "x"', 'application/json'), 400);
    expectCleanError(await create('InquiryTypeId=1', 'text/plain'), 400);
    const deep = '{"a":'.repeat(5000) + '1' + '}'.repeat(5000);
    const nested = await create(deep);
    expect([400, 413]).toContain(nested.status);
    expectCleanError(nested);
    // The same through multipart field names (a[a][a]...), which the survey save parses into objects.
    const multipart = await staff
      .post('/api/SurveyAnswer/AddSurveyAnswers')
      .field('x' + '[a]'.repeat(5000), '1')
      .field('Status', 'saveasdraft');
    expectCleanError(multipart);

    for (const path of [
      '/api/Inquiry/abc',
      '/api/Inquiry/1.5',
      '/api/Inquiry/99999999999999999999999',
      '/api/Inquiry/%00',
      '/api/Inquiry/1%27%20OR%201=1',
    ]) {
      const res = await admin.get(path);
      expectCleanError(res);
      expect([400, 404]).toContain(res.status);
    }
    expectCleanError(await admin.get('/api/Inquiry/-1'), 404);
    expectCleanError(await admin.get('/api/Inquiry?pageSize=1&pageSize=2'), 400);
    // Query strings stay flat (no qs objects): the bracketed key is just an unknown parameter.
    expect((await admin.get('/api/Inquiry?currentPage[$gt]=5').expect(200)).body.currentPage).toBe(1);
    expectCleanError(await admin.get('/api/Inquiry?pageSize=1e9'), 400);
    // Nothing was created by any of it.
    // Northwind's demo inquiries: the finished one, its 2025 round (the rounds-and-benchmarks demo) and the collecting one.
    expect((await admin.get('/api/Inquiry?pageSize=-1').expect(200)).body.totalItem).toBe(3);
  });

  it('cannot pollute prototypes through a body', async () => {
    const res = await admin
      .post('/api/Inquiry/CreateInquiry')
      .set('Content-Type', 'application/json')
      .send(
        '{"InquiryTypeId": 1, "Description": "Proto", "__proto__": {"polluted": true, "role": "SuperAdmin"}, "constructor": {"prototype": {"polluted": true}}}',
      );
    expect(res.status).toBe(200);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).role).toBeUndefined();
    await admin.get('/api/Customer').expect(403);
  });

  const HOSTILE = [
    `Robert'); DROP TABLE users; --`,
    `" OR "1"="1`,
    `<script>alert(document.cookie)</script><img src=x onerror=alert(1)>`,
    '${7*7} {{7*7}} %s %n \\u0000 `whoami`',
    'Ünïcödé ✓ 🚀 ‮reversed',
  ];

  it('stores SQL-ish and script strings as plain data and returns them exactly as sent, JSON-encoded', async () => {
    for (const text of HOSTILE) {
      const inq = await createInquiry(admin, typeId, text.slice(0, 200));
      const read = await admin.get(`/api/Inquiry/${inq.Id}`).expect(200);
      expect(read.headers['content-type']).toMatch(/^application\/json/);
      expect(read.body.Description).toBe(text.slice(0, 200));
      expect(read.headers['x-content-type-options']).toBe('nosniff');
    }
    const me = await t.users.findOneByOrFail({ email: DEMO.northwindStaff });
    const profile = await staff
      .put(`/api/CustomerUser/Profile/${me.id}`)
      .send({ FirstName: HOSTILE[2].slice(0, 39), LastName: HOSTILE[0].slice(0, 50), Designation: HOSTILE[1] });
    if (profile.status === 200) {
      const back = await staff.get(`/api/CustomerUser/Profile/${me.id}`).expect(200);
      expect(back.body).toMatchObject({
        FirstName: HOSTILE[2].slice(0, 39),
        LastName: HOSTILE[0].slice(0, 50),
        Designation: HOSTILE[1],
      });
    } else {
      expectCleanError(profile, 400);
    }
    // The tables are all still there and lookups by hostile names find nothing.
    expectCleanError(
      await api.anonymous().get(`/api/Customer/CustomerByName/${encodeURIComponent(`x' OR '1'='1`)}`),
      404,
    );
    expectCleanError(await api.anonymous().get(`/api/Customer/CustomerByName/${encodeURIComponent('%')}`), 404);
    await api
      .anonymous()
      .post('/api/auth/login')
      .send({ username: DEMO.operator, password: DEMO.password })
      .expect(200);
  });

  describe('uploaded files', () => {
    let inquiryId: number;
    beforeAll(async () => {
      inquiryId = (await createInquiry(admin, typeId, 'Files')).Id;
    });
    const upload = (files: [Buffer, string, string?][]) => {
      const req = op.post(`/api/Inquiry/UploadHelpDocument/${inquiryId}`);
      for (const [data, filename, contentType] of files)
        req.attach('Files', data, { filename, contentType: contentType ?? 'application/pdf' });
      return req;
    };

    function filesUnder(dir: string): string[] {
      return readdirSync(dir).flatMap((n) =>
        statSync(join(dir, n)).isDirectory() ? filesUnder(join(dir, n)) : [join(dir, n)],
      );
    }

    it('keeps a path-traversal file name only as data: the stored name is generated inside the data folder', async () => {
      const marker = `sec-trav-${Date.now()}`;
      const res = await upload([
        [pdfFile(), `../../../../../tmp/${marker}.pdf`],
        [pdfFile(), `..\\..\\${marker}-win.pdf`],
        [pdfFile(), `evil"\r\nSet-Cookie: a=b.pdf`],
      ]).expect(200);
      expect(res.body.map((d: { DocumentName: string }) => d.DocumentName)).toEqual([
        `${marker}.pdf`,
        `${marker}-win.pdf`,
        expect.not.stringMatching(/[\r\n"]/),
      ]);
      expect(existsSync(`/tmp/${marker}.pdf`)).toBe(false);
      const stored = await t.dataSource.getRepository(StoredFile).findBy({ inquiryId, kind: 'help-document' });
      for (const f of stored) expect(f.storageKey).toMatch(/^help-document\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.pdf$/);
      expect(filesUnder(t.config.dataDir).filter((p) => p.includes(marker))).toEqual([]);
      const download = await api.anonymous().get(res.body[2].path).expect(200);
      expect(download.headers['set-cookie']).toBeUndefined();
      expect(download.headers['content-disposition']).toMatch(/^attachment; filename\*=UTF-8''[^\r\n"]+$/);
    });

    it('refuses contents that do not match their name or declared type (415), whatever the MIME header says', async () => {
      const html = Buffer.from('<!doctype html><html><script>alert(1)</script></html>');
      const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(512, 1)]);
      for (const [data, name] of [
        [html, 'report.pdf'],
        [exe, 'sheet.xlsx'],
        [pdfFile(), 'page.html'],
        [html, 'notes.docx'],
        [Buffer.alloc(0), 'empty.pdf'],
      ] as [Buffer, string][]) {
        const res = await upload([[data, name, 'application/pdf']]);
        expectCleanError(res);
        expect([400, 415]).toContain(res.status);
      }
      expectCleanError(await upload([[html, 'report.pdf', 'application/pdf']]), 415);
    });

    it('refuses tampered, swapped, stretched and expired signed links with 403', async () => {
      const [doc, other] = (
        await upload([
          [pdfFile(), 'signed-a.pdf'],
          [pdfFile(), 'signed-b.pdf'],
        ]).expect(200)
      ).body as { Id: number; path: string }[];
      await api.anonymous().get(doc.path).expect(200);
      const url = new URL(doc.path, 'http://x');
      const sig = url.searchParams.get('sig')!;
      const expires = Number(url.searchParams.get('expires'));
      const flip = sig.slice(0, -1) + (sig.endsWith('A') ? 'B' : 'A');
      const refused = [
        `/api/files/${doc.Id}?expires=${expires}&sig=${flip}`,
        `/api/files/${other.Id}?expires=${expires}&sig=${sig}`,
        `/api/files/${doc.Id}?expires=${expires + 3600}&sig=${sig}`,
        `/api/files/${doc.Id}?expires=${expires}`,
        `/api/files/${doc.Id}?sig=${sig}`,
        `/api/files/${doc.Id}?expires=${expires}&sig=${sig}&sig=${sig}`,
        `/api/files/${doc.Id}?expires=${expires - 1}&sig=${sig}`,
        `/api/files/${doc.Id}?expires=${expires}&sig=${sig.slice(0, 10)}`,
        t.app.get(SignedLinkService).link(doc.Id, 60, Date.now() - 3600_000),
      ];
      const answered = await Promise.all(refused.map(async (path) => `${path} → ${(await op.get(path)).status}`));
      expect(answered).toEqual(refused.map((path) => `${path} → 403`));
      expectCleanError(await api.anonymous().get(refused[0]), 403);
    });
  });
});
