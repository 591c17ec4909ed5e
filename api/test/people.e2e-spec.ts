import ExcelJS from 'exceljs';
import { Person } from '../src/people/person.entity';
import { Client, personas, Personas } from './support/personas';
import { createTestApp, TestApp } from './support/test-app';

const csv = (text: string) => Buffer.from(text, 'utf8');

describe('People directory and import', () => {
  let t: TestApp;
  let api: Personas;
  let admin: Client;
  let contoso: Client;
  const upload = (as: Client, data: Buffer, name = 'people.csv', dryRun?: string) =>
    as.post(`/api/People/Import${dryRun === undefined ? '' : `?dryRun=${dryRun}`}`).attach('File', data, name);
  const count = () => t.dataSource.getRepository(Person).count();

  beforeAll(async () => {
    t = await createTestApp();
    api = await personas(t);
    // Contoso's directory starts empty (the demo fills Northwind's); Northwind's admin is the other organisation.
    admin = api.as('contosoAdmin');
    contoso = api.as('northwindAdmin');
  });
  afterAll(() => t.close());

  it('refuses without a token (401), other roles (403)', async () => {
    await api.anonymous().get('/api/People').expect(401);
    await api.as('operator').get('/api/People').expect(403);
    await api.as('northwindStaff').get('/api/People').expect(403);
    await upload(api.as('operator'), csv('Email\na@x.test\n')).expect(403);
  });

  it('dry run answers what would happen and writes nothing; then imports (BOM, semicolons)', async () => {
    const file = csv(
      '\uFEFFEmail;FirstName;LastName;Department;Location\nAnn@Example.test;Ann;Lee;Sales;Lyon\nbob@example.test;Bob;Ray;IT;\n',
    );
    const before = await count();
    const dry = await upload(admin, file, 'people.csv', 'true').expect(200);
    expect(dry.body).toEqual({ Created: 2, Updated: 0, Unchanged: 0, Rejected: [], RejectedRows: 0 });
    expect(await count()).toBe(before);
    const real = await upload(admin, file).expect(200);
    expect(real.body).toMatchObject({ Created: 2, Updated: 0, Unchanged: 0 });
    const list = await admin.get('/api/People?search=ann').expect(200);
    expect(list.body).toMatchObject({ totalItem: 1, currentPage: 1 });
    expect(list.body.data[0]).toMatchObject({
      Email: 'ann@example.test',
      FirstName: 'Ann',
      LastName: 'Lee',
      Attributes: { Department: 'Sales', Location: 'Lyon' },
    });
    const again = await upload(
      admin,
      csv('Email,Department\nann@example.test,Sales\nbob@example.test,Finance\n'),
    ).expect(200);
    expect(again.body).toMatchObject({ Created: 0, Updated: 1, Unchanged: 1 });
    const attrs = await admin.get('/api/People/Attributes').expect(200);
    expect(attrs.body).toEqual([
      { Name: 'Department', Values: ['Finance', 'Sales'], ValueCount: 2, People: 2 },
      { Name: 'Location', Values: ['Lyon'], ValueCount: 1, People: 1 },
    ]);
    const sales = await admin.get('/api/People?attribute=Department&value=Sales&pageSize=-1').expect(200);
    expect(sales.body.data.map((p: { Email: string }) => p.Email)).toEqual(['ann@example.test']);
    // Another organisation sees none of it.
    expect((await contoso.get('/api/People?search=example.test').expect(200)).body.totalItem).toBe(0);
  });

  it('rejects bad rows with every reason and writes nothing (duplicates, formulas, bad email, not UTF-8, 1 MB cell)', async () => {
    const before = await count();
    const latin1 = Buffer.from('Email,LastName\nzoe@example.test,M\xfcller\n', 'latin1');
    const res = await upload(
      admin,
      Buffer.concat([
        csv(
          'Email,FirstName,Department\nnew1@example.test,New,Sales\nnew1@example.test,Again,Sales\nnot-an-email,X,Y\nf@example.test,=HYPERLINK("http://x"),Sales\nn@example.test,N,-12\n',
        ),
        csv(`big@example.test,Big,${'x'.repeat(1024 * 1024)}\nlast@example.test,Last,IT\n`),
      ]),
    );
    expect(res.status).toBe(200);
    expect(res.body.Created).toBe(3);
    expect(res.body.Rejected).toEqual([
      { Row: 3, Messages: ['Email: new1@example.test appears more than once (first on row 2)'] },
      { Row: 4, Messages: ['Email: Please enter a valid email address'] },
      {
        Row: 5,
        Messages: [
          'FirstName: A value starting with =, +, - or @ is not accepted (a spreadsheet would run it as a formula)',
        ],
      },
      { Row: 7, Messages: ['Department: Must not be longer than 200 characters'] },
    ]);
    expect(await count()).toBe(before);
    const bad = await upload(admin, latin1).expect(200);
    expect(bad.body.Rejected).toEqual([
      { Row: 2, Messages: ['LastName: The text is not UTF-8; save the file as CSV UTF-8 or XLSX'] },
    ]);
    expect(await count()).toBe(before);
  });

  it('refuses an empty file, a file without Email, another type and a UTF-16 file with a clear 400/415', async () => {
    expect((await upload(admin, csv('')).expect(400)).body.errorMessage[0]).toMatch(/^The file is empty/);
    expect((await upload(admin, csv('Name,Department\nAnn,Sales\n')).expect(400)).body.errorMessage).toEqual([
      'The file has no Email column: the first row must name the columns (Email, FirstName, LastName, then attributes)',
    ]);
    expect((await upload(admin, csv('Email\n')).expect(400)).body.errorMessage).toEqual([
      'The file has no people: add one row per person below the column names',
    ]);
    await upload(admin, csv('%PDF-1.4'), 'people.pdf').expect(415);
    await upload(admin, Buffer.from('\uFEFFEmail\n', 'utf16le'), 'people.csv').expect(400);
    await admin.post('/api/People/Import').expect(400);
    // A record past 4 MB stops the reading: the whole file is refused, nothing written.
    const huge = await upload(admin, csv(`Email,Department\na@b.test,"${'y'.repeat(5 * 1024 * 1024)}"\n`)).expect(400);
    expect(huge.body).toEqual({
      status: 400,
      title: 'Unreadable file',
      errorMessage: ['Row 2: The row is longer than 4 MB: the file cannot be read'],
    });
    await upload(admin, csv('Email\na@b.test\n'), 'people.csv', 'maybe').expect(400);
  });

  it('imports the first sheet of an XLSX file and refuses formula cells', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('People');
    ws.addRow(['Email', 'FirstName', 'Department']);
    ws.addRow(['xl1@example.test', 'Xl', 'Ops']);
    ws.addRow(['xl2@example.test', 'Xm', { formula: '1+1', result: 2 }]);
    const file = Buffer.from(await wb.xlsx.writeBuffer());
    const res = await upload(admin, file, 'people.xlsx').expect(200);
    expect(res.body.Rejected).toEqual([
      { Row: 3, Messages: ['Department: A formula is not accepted; enter the value as text'] },
    ]);
    ws.getRow(3).getCell(3).value = 'Ops';
    const ok = await upload(admin, Buffer.from(await wb.xlsx.writeBuffer()), 'people.xlsx').expect(200);
    expect(ok.body).toMatchObject({ Created: 2, Rejected: [] });
  });

  it('edits and deletes a person of the own organisation only (another organisation: 404)', async () => {
    const ann = (await admin.get('/api/People?search=ann@example.test').expect(200)).body.data[0];
    await contoso.put(`/api/People/${ann.Id}`).send({ FirstName: 'X' }).expect(404);
    await contoso.delete(`/api/People/${ann.Id}`).expect(404);
    await admin
      .put(`/api/People/${ann.Id}`)
      .send({ Attributes: { Department: '=1+1' } })
      .expect(400);
    const res = await admin
      .put(`/api/People/${ann.Id}`)
      .send({ FirstName: 'Anna', Attributes: { Department: 'Marketing', Tenure: '3' } })
      .expect(200);
    expect(res.body).toMatchObject({ FirstName: 'Anna', Attributes: { Department: 'Marketing', Tenure: '3' } });
    await admin.delete(`/api/People/${ann.Id}`).expect(200);
    await admin.delete(`/api/People/${ann.Id}`).expect(404);
  });

  describe('two organisations at once (their replacements of attributes must not deadlock on MariaDB)', () => {
    const both = [() => admin, () => contoso];
    const attributesOf = async (email: string) =>
      (await t.dataSource.query(
        'SELECT a.name, a.value FROM person_attributes a JOIN people p ON p.id = a.person_id WHERE p.email = ? ORDER BY a.name',
        [email],
      )) as { name: string; value: string }[];

    it('edits two people at once, both whole', async () => {
      for (let attempt = 0; attempt < 6; attempt++) {
        const emails = both.map((_, n) => `edit${attempt}-${n}@at-once.test`);
        for (const [n, as] of both.entries()) await upload(as(), csv(`Email\n${emails[n]}\n`)).expect(200);
        const ids = await Promise.all(
          both.map(
            async (as, n) => (await as().get(`/api/People?search=${emails[n]}`).expect(200)).body.data[0].Id as number,
          ),
        );
        const edits = await Promise.all(
          both.map((as, n) =>
            as()
              .put(`/api/People/${ids[n]}`)
              .send({ Attributes: { Department: 'Sales', Tenure: String(n) } }),
          ),
        );
        expect(edits.map((r) => r.status)).toEqual([200, 200]);
        for (const [n, email] of emails.entries())
          expect(await attributesOf(email)).toEqual([
            { name: 'Department', value: 'Sales' },
            { name: 'Tenure', value: String(n) },
          ]);
      }
    });

    it('imports new attributes of known people at once, both whole', async () => {
      for (let attempt = 0; attempt < 6; attempt++) {
        const emails = both.map((_, n) => `import${attempt}-${n}@at-once.test`);
        for (const [n, as] of both.entries()) await upload(as(), csv(`Email\n${emails[n]}\n`)).expect(200);
        const imports = await Promise.all(
          both.map((as, n) =>
            upload(
              as(),
              csv(`Email,Department,Tenure\n${emails[n]},Sales,${n}\nnew${attempt}-${n}@at-once.test,IT,${n}\n`),
            ),
          ),
        );
        expect(imports.map((r) => r.status)).toEqual([200, 200]);
        for (const [n, email] of emails.entries())
          expect(await attributesOf(email)).toEqual([
            { name: 'Department', value: 'Sales' },
            { name: 'Tenure', value: String(n) },
          ]);
      }
    });
  });
});
