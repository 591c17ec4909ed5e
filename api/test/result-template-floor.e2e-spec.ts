import ExcelJS from 'exceljs';
import { ResultAreaColor } from '../src/results/result-area-color.entity';
import { goodSheets, HEADERS, xlsx } from './results-fixtures';
import { binaryBody } from './support/binary-body';
import { Client, personas, Personas } from './support/personas';
import { inquiryWithInvitees, prepareFormSave, typeByName } from './support/survey-fixtures';
import { createTestApp, TestApp } from './support/test-app';

const STAFF = [1, 2, 3, 4, 5, 6].map((n) => `staff${n}@northwind.demo.test`);

/**
 * The result template and the area colours of an upload carry nothing the anonymity floor withholds from
 * the customer admin (MIN_RESPONDENTS=5): below the floor the template pre-fills no input, colour or
 * suggested focus, and a question with fewer than 5 answers other than Don't Know leaves its area uncoloured.
 */
describe('result template and area colours under the anonymity floor', () => {
  let t: TestApp;
  let api: Personas;
  let admin: Client;
  let operator: Client;
  let typeId: number;

  beforeAll(async () => {
    t = await createTestApp({ env: { MIN_RESPONDENTS: '5' } });
    api = await personas(t);
    [admin, operator] = [api.as('northwindAdmin'), api.as('operator')];
    typeId = (await typeByName(t, 'Organisational Health Check')).id;
  });
  afterAll(() => t.close());

  const openInquiry = (description: string, emails: string[]) =>
    inquiryWithInvitees(t, admin, typeId, description, emails);

  /** Completes one form: every rating 4 (importance 2), except the areas in `dk`, answered Don't Know. */
  async function complete(inquiryId: number, email: string, dk: string[] = []) {
    const send = await prepareFormSave(t, api, typeId, inquiryId, email, 'completed', (q) =>
      dk.includes(q.Area) ? ['DK', 'DK'] : ['4', '2'],
    );
    await send().expect(200);
  }

  const template = async (inquiryId: number) => {
    const res = await operator
      .get(`/api/UploadResultDocument/ResultTemplate/${inquiryId}`)
      .buffer(true)
      .parse(binaryBody)
      .expect(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.body);
    const rows = (name: string) =>
      (wb.getWorksheet(name)!.getSheetValues().slice(2) as unknown[][]).filter(Boolean).map((r) => r.slice(1));
    return { file: res.body as Buffer, rows };
  };
  const upload = (inquiryId: number, file: Buffer) =>
    operator.post(`/api/UploadResultDocument/UploadDocumentResults/${inquiryId}`).attach('File', file, 'results.xlsx');
  const customerColours = async (inquiryId: number) =>
    (await admin.get(`/api/UploadResultDocument/AreaColorResult/${inquiryId}`).expect(200)).body;

  it('two completed forms: the template pre-fills no figure, uploaded unchanged it colours nothing, and a colour is refused', async () => {
    const id = await openInquiry('Two forms', STAFF.slice(0, 3));
    await complete(id, STAFF[0]);
    await complete(id, STAFF[1]);

    const { file, rows } = await template(id);
    expect(rows('AreaColors')).toEqual([]);
    expect(
      rows('Inputs')
        .flatMap((r) => r.slice(2, 5))
        .filter((v) => v !== null && v !== undefined),
    ).toEqual([]);
    // The suggested levels of focus rest on no gap either.
    expect(rows('Recommendations').map((r) => r[1])).toEqual(rows('Recommendations').map(() => 0));

    // A colour set by hand for an inquiry published below the floor is refused, and nothing is published.
    const { Inputs: _inputs, ...sheets } = goodSheets();
    const refused = await upload(id, await xlsx(sheets));
    expect({ status: refused.status, body: refused.body }).toEqual({
      status: 409,
      body: {
        status: 409,
        title: 'Invalid result workbook',
        errorMessage: ['Culture', 'People'].map(
          (area) =>
            `Sheet AreaColors, area ${area}: no colour can be set, because the results would be published over 2 completed forms, fewer than the 5 the customer admin needs to see any figure. Leave the area out of the sheet.`,
        ),
      },
    });
    expect(await t.dataSource.getRepository(ResultAreaColor).countBy({ inquiryId: id })).toBe(0);

    await upload(id, file).expect(200);
    expect(await customerColours(id)).toEqual([]);
    const inputs = (await admin.get(`/api/UploadResultDocument/InputResult/${id}`).expect(200)).body;
    expect(inputs).toMatchObject({
      Gated: true,
      CultureArray: [],
      PeopleArray: [],
      ProcessArray: [],
      StructureArray: [],
    });
  });

  it("five forms, Culture answered Don't Know by three: Culture stays blank and uncoloured; the other areas may be coloured by judgement", async () => {
    const id = await openInquiry('Culture mostly DK', STAFF.slice(0, 5));
    for (const [n, email] of STAFF.slice(0, 5).entries()) await complete(id, email, n < 3 ? ['Culture'] : []);

    const { file, rows } = await template(id);
    const colours = rows('AreaColors');
    expect(colours.map((r) => r[0])).toEqual(['People', 'Process', 'Structure']);
    const inputs = rows('Inputs');
    const culture = inputs.filter((r) => r[0] === 'Culture');
    expect(culture.length).toBeGreaterThan(0);
    for (const r of culture) expect(r.slice(2, 5).filter((v) => v !== null && v !== undefined)).toEqual([]);
    for (const r of inputs.filter((r) => r[0] !== 'Culture')) expect(r.slice(2, 4)).toEqual([4, 2]);

    // Without an Inputs sheet of the operator's own (an uploaded one is their content, shown as written).
    const { Inputs: _inputs, ...sheets } = goodSheets();
    sheets.AreaColors = [HEADERS.AreaColors, ['Culture', 'green'], ['People', 'red']];
    const refused = await upload(id, await xlsx(sheets));
    expect(refused.status).toBe(409);
    expect(refused.body.errorMessage).toEqual([
      "Sheet AreaColors, area Culture: no colour can be set, because the customer admin does not see the area's figures: one of its questions has too few answers other than Don't Know (fewer than 5). Leave the area out of the sheet.",
    ]);

    // The template as downloaded publishes; People, derived blue from 4s, can be set red by the operator's judgement.
    await upload(id, file).expect(200);
    expect((await customerColours(id)).map((c: { Area: string }) => c.Area)).toEqual([
      'People',
      'Process',
      'Structure',
    ]);
    sheets.AreaColors = [HEADERS.AreaColors, ['People', 'red']];
    await upload(id, await xlsx(sheets)).expect(200);
    expect(await customerColours(id)).toContainEqual({ Area: 'People', Color: 'red' });
    expect((await customerColours(id)).map((c: { Area: string }) => c.Area)).not.toContain('Culture');
  });
});
