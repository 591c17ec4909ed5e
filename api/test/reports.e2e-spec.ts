import ExcelJS from 'exceljs';
import { Writable } from 'node:stream';
import { AuditEvent } from '../src/audit/audit-event.entity';
import { CustomQuestion } from '../src/custom-questions/custom-question.entity';
import { DiagnosticQuestion } from '../src/diagnostic-questions/diagnostic-question.entity';
import { StoredFile } from '../src/files/stored-file.entity';
import { Inquiry } from '../src/inquiries/inquiry.entity';
import { Respondent } from '../src/inquiries/respondent.entity';
import { InquiryType } from '../src/inquiry-types/inquiry-type.entity';
import { answerExportRows } from '../src/reports/answers-export-reader';
import { writeAnswersExport } from '../src/reports/answers-export-writer';
import { ResultFinding } from '../src/results/result-finding.entity';
import { ResultRoadmapStep } from '../src/results/result-roadmap-step.entity';
import { SurveyAnswer } from '../src/answers/survey-answer.entity';
import { User } from '../src/users/user.entity';
import { goodSheets, HEADERS, pdfText, xlsx } from './results-fixtures';
import { Client, personas, Personas } from './support/personas';
import { createTestApp, DEMO, TestApp } from './support/test-app';

describe('PDFReport exports', () => {
  let t: TestApp;
  let api: Personas;
  let operator: Client;
  let northwindAdmin: Client;
  let contosoAdmin: Client;
  let staff: Client;
  let finished: Inquiry;

  beforeAll(async () => {
    t = await createTestApp();
    api = await personas(t);
    [operator, northwindAdmin, contosoAdmin, staff] = [
      api.as('operator'),
      api.as('northwindAdmin'),
      api.as('contosoAdmin'),
      api.as('northwindStaff'),
    ];
    finished = await t.dataSource
      .getRepository(Inquiry)
      .findOneByOrFail({ description: 'Annual organisational health check 2026' });
  });
  afterAll(() => t.close());

  const get = (path: string, as = operator) => as.get(`/api/PDFReport/${path}`);
  const download = (link: string) =>
    api
      .anonymous()
      .get(link)
      .buffer(true)
      .parse((res, cb) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => cb(null, Buffer.concat(chunks)));
      });

  it('ExportData answers a signed link to a real PDF with the inquiry, colours, findings, scenarios, inputs, insights and roadmap', async () => {
    const res = await get(`ExportData/${finished.id}`).expect(200);
    expect(Object.keys(res.body)).toEqual(['DocPath']);
    expect(res.body.DocPath).toMatch(/^\/api\/files\/\d+\?expires=\d+&sig=[\w-]+$/);

    const file = await download(res.body.DocPath).expect(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    const pdf: Buffer = file.body;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
    const pages = pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? [];
    expect(pages.length).toBeGreaterThan(0);

    const text = pdfText(pdf);
    const type = await t.dataSource.getRepository(InquiryType).findOneByOrFail({ id: finished.inquiryTypeId });
    const finding = await t.dataSource
      .getRepository(ResultFinding)
      .findOneOrFail({ where: { inquiryId: finished.id }, order: { position: 'ASC' } });
    const steps = await t.dataSource
      .getRepository(ResultRoadmapStep)
      .find({ where: { inquiryId: finished.id }, order: { step: 'ASC' } });
    for (const expected of [
      'Annual organisational health check 2026',
      `Inquiry type: ${type.name}`,
      'Organisation: Northwind Traders',
      'Overview',
      'Findings',
      'Scenarios',
      'Inputs',
      'Advance insights',
      'Roadmap',
      'Level of focus 5 of 5',
      'Development is the largest gap',
      'Step 1:',
      'Step 2:',
      'Step 3:',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text.replace(/\s+/g, ' ')).toContain(finding.text.slice(0, 30));
    for (const s of steps) expect(text).toContain(s.title);
    // The input bars are vector rectangles filled in the chart colours.
    expect(text.length).toBeGreaterThan(500);

    const stored = await t.dataSource
      .getRepository(StoredFile)
      .findOneByOrFail({ id: Number(/files\/(\d+)/.exec(res.body.DocPath)![1]) });
    expect(stored).toMatchObject({ kind: 'report', inquiryId: finished.id, contentType: 'application/pdf' });
    expect(await t.dataSource.getRepository(AuditEvent).countBy({ action: 'report.export' })).toBe(1);

    // The link is short-lived and bound to its file.
    await api
      .anonymous()
      .get(res.body.DocPath.replace(/sig=[\w-]{6}/, 'sig=abcdef'))
      .expect(403);
    await api
      .anonymous()
      .get(res.body.DocPath.replace(/expires=\d+/, (m: string) => `expires=${Number(m.split('=')[1]) + 60}`))
      .expect(403);
  });

  it('ExportData works for an inquiry without results yet (empty sections)', async () => {
    const collecting = await t.dataSource
      .getRepository(Inquiry)
      .findOneByOrFail({ description: 'Digital readiness baseline' });
    const res = await get(`ExportData/${collecting.id}`).expect(200);
    const text = pdfText((await download(res.body.DocPath).expect(200)).body);
    expect(text).toContain('Digital readiness baseline');
    expect(text).toContain('No data available currently.');
  });

  it("a question answered only with Don't Know has no mean: empty in the inputs, a dash in the PDF, never 0.00", async () => {
    const dkOnly = await t.dataSource
      .getRepository(Inquiry)
      .findOneByOrFail({ description: 'Digital readiness baseline' });
    // No area colours: the inquiry has one completed form, below the floor, and an upload refuses them.
    const { AreaColors: _colours, ...sheets } = goodSheets();
    sheets.Inputs = [
      HEADERS.Inputs,
      ['Culture', 'Answered by everyone', 3.5, 4.25, null],
      ['People', "Only Don't Know answers", null, null, null],
    ];
    await operator
      .post(`/api/UploadResultDocument/UploadDocumentResults/${dkOnly.id}`)
      .attach('File', await xlsx(sheets), 'results.xlsx')
      .expect(200);
    const inputs = (await operator.get(`/api/UploadResultDocument/InputResultForPortalAdmin/${dkOnly.id}`).expect(200))
      .body;
    expect(inputs.PeopleArray).toEqual([
      {
        Questiondescription: "Only Don't Know answers",
        AverageRating: null,
        AverageValue: null,
        AverageDifference: null,
      },
    ]);
    expect(inputs.CultureArray).toEqual([
      { Questiondescription: 'Answered by everyone', AverageRating: 3.5, AverageValue: 4.25, AverageDifference: 0.75 },
    ]);
    const res = await get(`ExportData/${dkOnly.id}`).expect(200);
    const text = pdfText((await download(res.body.DocPath).expect(200)).body);
    const row = text.slice(text.indexOf("Only Don't Know answers"));
    expect(row).toMatch(/^Only Don't Know answers\s*–\s*–/);
    expect(text).toContain('3.50');
    expect(text).not.toContain('0.00');
  });

  it('ExportAnswers streams one row per answer with formulas neutralised', async () => {
    const respondent = await t.dataSource
      .getRepository(Respondent)
      .findOneByOrFail({ inquiryId: finished.id, email: DEMO.northwindStaff });
    await t.dataSource
      .getRepository(SurveyAnswer)
      .update({ respondentId: respondent.id, textAnswer: 'NA' }, { textAnswer: '=HYPERLINK("http://evil","x")' });
    await t.dataSource
      .getRepository(SurveyAnswer)
      .update(
        { respondentId: respondent.id, textAnswer: 'Too many meetings' },
        { textAnswer: '=HYPERLINK("http://evil","x")' },
      );
    await t.dataSource
      .getRepository(SurveyAnswer)
      .update(
        { respondentId: respondent.id, textAnswer: 'Slow approvals' },
        { textAnswer: '=HYPERLINK("http://evil","x")' },
      );
    await t.dataSource
      .getRepository(SurveyAnswer)
      .update(
        { respondentId: respondent.id, textAnswer: 'Unclear priorities' },
        { textAnswer: '=HYPERLINK("http://evil","x")' },
      );
    const total = await t.dataSource.getRepository(SurveyAnswer).countBy({ inquiryId: finished.id });

    const res = await get(`ExportAnswers/${finished.id}`).expect(200);
    expect(res.body).toEqual({ DocPath: expect.stringMatching(/^\/api\/files\/\d+\?expires=/), Rows: total });
    const file = await download(res.body.DocPath).expect(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file.body);
    const sheet = wb.getWorksheet('Answers')!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Respondent',
      'Email',
      'FormStatus',
      'Area',
      'Question',
      'QuestionType',
      'CustomQuestion',
      'Answer',
      'Importance',
      'Document',
      'Themes',
      'Sentiment',
      'Department',
      'Location',
    ]);
    expect(sheet.rowCount).toBe(total + 1);
    const rows = sheet.getSheetValues().slice(2) as unknown[][];
    const injected = rows.filter((r) => typeof r[8] === 'string' && (r[8] as string).includes('HYPERLINK'));
    expect(injected.length).toBeGreaterThan(0);
    for (const r of injected) expect(r[8]).toBe('\'=HYPERLINK("http://evil","x")');
    // No cell anywhere is a formula.
    sheet.eachRow((row) => row.eachCell((cell) => expect(cell.type).not.toBe(ExcelJS.ValueType.Formula)));
    // Ratings: DK written as DK, others as numbers 1-5.
    const ratings = rows.filter((r) => r[6] === 'Rating').map((r) => r[8]);
    expect(ratings).toContain('DK');
    for (const v of ratings) expect(v === 'DK' || (typeof v === 'number' && v >= 1 && v <= 5)).toBe(true);
    expect(await t.dataSource.getRepository(StoredFile).countBy({ kind: 'export', inquiryId: finished.id })).toBe(1);
  });

  it('is for the super admin only; unknown inquiries are 404', async () => {
    for (const path of [`ExportData/${finished.id}`, `ExportAnswers/${finished.id}`]) {
      await api.anonymous().get(`/api/PDFReport/${path}`).expect(401);
      for (const as of [northwindAdmin, contosoAdmin, staff]) await get(path, as).expect(403);
    }
    await get('ExportData/999999').expect(404);
    await get('ExportAnswers/999999').expect(404);
    await get('ExportData/x').expect(400);
  });

  describe('ExportAnswers of a large inquiry', () => {
    let fixture: ExportFixture;
    beforeAll(async () => {
      fixture = await createExportFixture(t);
    });

    it('writes every answer in answer id order across read and write batches, labelled, neutralised, empty cells left empty', async () => {
      const res = await get(`ExportAnswers/${fixture.inquiry.id}`).expect(200);
      expect(res.body.Rows).toBe(fixture.expected.length);
      expect(fixture.expected.length).toBeGreaterThan(5000);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load((await download(res.body.DocPath).expect(200)).body);
      const sheet = wb.getWorksheet('Answers')!;

      // Header: bold, frozen, the columns at their widths.
      expect(sheet.getRow(1).values).toEqual([
        undefined,
        'Respondent',
        'Email',
        'FormStatus',
        'Area',
        'Question',
        'QuestionType',
        'CustomQuestion',
        'Answer',
        'Importance',
        'Document',
        'Themes',
        'Sentiment',
      ]);
      for (let c = 1; c <= 10; c++) expect(sheet.getRow(1).getCell(c).font?.bold).toBe(true);
      expect(sheet.getRow(2).getCell(1).font?.bold).toBeFalsy();
      expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
      expect([1, 2, 5, 8, 10].map((c) => sheet.getColumn(c).width)).toEqual([28, 32, 50, 40, 30]);

      expect(sheet.rowCount).toBe(fixture.expected.length + 1);
      const rows = sheet.getSheetValues().slice(2) as unknown[][];
      const actual = rows.map((r) => Array.from({ length: 10 }, (_, i) => r[i + 1] ?? null));
      // Compared whole, row by row in order: a dropped, repeated or reordered row shows up here.
      expect(actual).toEqual(fixture.expected);
      sheet.eachRow((row) => row.eachCell((cell) => expect(cell.type).not.toBe(ExcelJS.ValueType.Formula)));
    });

    it('stops reading and gives the database connection back when an export stops part-way', async () => {
      // Enough rows that a stopped export leaves most of its query unread (a small result is read whole first).
      const bulk = await createBulkAnswers(t, fixture.inquiry, 400, 100);
      // More abandoned exports than the MySQL pool has connections (20): a query stream left paused
      // would hold its connection for good, and the next export would time out waiting for one.
      for (let i = 0; i < 25; i++) {
        const batches = answerExportRows(t.dataSource, bulk.id);
        expect((await batches.next()).done).toBe(false);
        await batches.return(undefined);
      }
      // When the file cannot be written (a full disk) part-way, the export stops reading at once
      // instead of running on to the last row in the background with its connection.
      for (let i = 0; i < 3; i++) {
        let written = 0;
        const failing = new Writable({
          write(chunk: Buffer, _enc, cb) {
            written += chunk.length;
            cb(written > 20_000 ? new Error('disk full') : null);
          },
        });
        const source = { pulled: 0, closed: false };
        await expect(
          writeAnswersExport(failing, watched(answerExportRows(t.dataSource, bulk.id), source)),
        ).rejects.toThrow('disk full');
        for (let wait = 0; wait < 100 && !source.closed; wait++)
          await new Promise((resolve) => setTimeout(resolve, 20));
        expect(source.closed).toBe(true);
        expect(source.pulled).toBeLessThan(20_000);
      }
      const res = await get(`ExportAnswers/${bulk.id}`).expect(200);
      expect(res.body.Rows).toBe(40_000);
    });
  });
});

interface ExportFixture {
  inquiry: Inquiry;
  /** The ten cells of every answer's row in answer id order, null for an empty cell. */
  expected: (string | number | null)[][];
}

const TEXTS = ['=1+1', 'a < b & c > "d"', '  padded  ', 'bell\u0007ring', 'Zürich – 東京 🎉', '', null, '@SUM(A1)'];

/**
 * An inquiry of 1,300 respondents × 4 questions (a diagnostic rating and a custom textbox,
 * checkbox and document question) plus an answer of a respondent of another inquiry and one to a
 * question that no longer exists: more rows than one read page (1,000 on SQLite, 250 when
 * streamed) and many write chunks. Answers are inserted question by question, so id order is not
 * respondent order.
 */
async function createExportFixture(t: TestApp): Promise<ExportFixture> {
  const ds = t.dataSource;
  const admin = await t.users.findOneByOrFail({ email: DEMO.northwindAdmin });
  const type = await ds.getRepository(InquiryType).findOneByOrFail({ name: 'Digital Transformation Readiness' });
  const inquiry = await ds.getRepository(Inquiry).save(
    ds.getRepository(Inquiry).create({
      customerId: admin.customerId!,
      inquiryTypeId: type.id,
      createdByUserId: admin.id,
      description: 'Answers export fixture',
      intakeSubmittedAt: new Date(),
      respondentsAddedAt: new Date(),
      noOfParticipants: 1300,
      expiryDate: new Date(Date.now() + 10 * 86_400_000),
    }),
  );
  const rating = await ds
    .getRepository(DiagnosticQuestion)
    .createQueryBuilder('q')
    .where('q.question.type = :type', { type: 'Rating' })
    .orderBy('q.id')
    .getOneOrFail();
  const customRepo = ds.getRepository(CustomQuestion);
  const custom = (title: string, qtype: string, area: string) =>
    customRepo.save(
      customRepo.create({
        inquiryId: inquiry.id,
        customerId: inquiry.customerId,
        createdByUserId: admin.id,
        status: 'Approved',
        question: {
          title,
          type: qtype,
          description: title,
          area,
          maxLength: null,
          validationRegex: null,
          ratingOptions: null,
          checkboxOptions: qtype === 'Checkbox' ? ['Email', 'Chat'] : null,
        },
      }),
    );
  const text = await custom('=Biggest obstacle', 'Textbox', 'Process');
  const checkbox = await custom('Channels', 'Checkbox', 'People');
  const document = await custom('Evidence', 'Document', 'Structure');
  const fileRepo = ds.getRepository(StoredFile);
  const files = await fileRepo.save(
    ['evidence.pdf', '-minus.pdf'].map((originalName, i) =>
      fileRepo.create({
        storageKey: `survey-document/test/export-${i}.pdf`,
        originalName,
        contentType: 'application/pdf',
        size: 1,
        kind: 'survey-document',
        customerId: inquiry.customerId,
        inquiryId: inquiry.id,
      }),
    ),
  );

  const staff = await ds
    .getRepository(User)
    .find({ where: { customerId: admin.customerId! }, order: { id: 'ASC' }, take: 6 });
  const statuses = ['completed', 'saveasdraft', 'pending'] as const;
  const respondentRepo = ds.getRepository(Respondent);
  for (let from = 0; from < 1300; from += 500) {
    await respondentRepo.insert(
      Array.from({ length: Math.min(500, 1300 - from) }, (_, k) => {
        const i = from + k;
        return {
          inquiryId: inquiry.id,
          customerId: inquiry.customerId,
          email: `export-${i}@example.test`,
          userId: staff[i]?.id ?? null,
          status: statuses[i % 3],
        };
      }),
    );
  }
  const respondents = await respondentRepo.find({ where: { inquiryId: inquiry.id }, order: { id: 'ASC' } });
  const elsewhere = await respondentRepo.findOneOrFail({ where: { email: DEMO.northwindStaff }, order: { id: 'ASC' } });

  type Cells = (string | number | null)[];
  const neutral = (v: string | null) => (v === null || v === '' ? null : /^[=+\-@]/.test(v) ? `'${v}` : v);
  const dk = (v: number | null) => (v === null ? null : v === 0 ? 'DK' : v);
  const name = (u: User | undefined) => (u ? [u.firstName, u.lastName].filter(Boolean).join(' ') || null : null);
  const label = (r: Respondent) => [name(staff.find((u) => u.id === r.userId)), r.email, r.status];
  const expectedByKey = new Map<string, Cells>();
  const answers: Partial<SurveyAnswer>[] = [];
  const add = (a: Partial<SurveyAnswer>, cells: Cells) => {
    answers.push({
      inquiryId: inquiry.id,
      performance: null,
      importance: null,
      textAnswer: null,
      checkboxAnswer: null,
      fileId: null,
      ...a,
    });
    expectedByKey.set(`${a.respondentId}/${a.isCustomQuestion}/${a.questionId}`, cells);
  };
  respondents.forEach((r, i) => {
    const p = i % 6;
    const imp = i % 11 === 0 ? null : (i * 7) % 6;
    add({ respondentId: r.id, questionId: rating.id, isCustomQuestion: false, performance: p, importance: imp }, [
      ...label(r),
      rating.question.area,
      rating.question.title,
      'Rating',
      'No',
      dk(p),
      dk(imp),
      null,
    ]);
  });
  respondents.forEach((r, i) => {
    const value = TEXTS[i % TEXTS.length];
    // The bell character cannot be carried by XML: it is dropped, the rest kept.
    add({ respondentId: r.id, questionId: text.id, isCustomQuestion: true, textAnswer: value }, [
      ...label(r),
      'Process',
      "'=Biggest obstacle",
      'Textbox',
      'Yes',
      neutral(value?.replace('\u0007', '') ?? null),
      null,
      null,
    ]);
  });
  respondents.forEach((r, i) => {
    const value = i % 3 === 0 ? null : i % 3 === 1 ? ['Email'] : ['Email', 'Chat'];
    add({ respondentId: r.id, questionId: checkbox.id, isCustomQuestion: true, checkboxAnswer: value }, [
      ...label(r),
      'People',
      'Channels',
      'Checkbox',
      'Yes',
      value ? value.join('; ') : null,
      null,
      null,
    ]);
  });
  respondents.forEach((r, i) => {
    const file = i % 50 === 0 ? files[(i / 50) % 2] : null;
    add({ respondentId: r.id, questionId: document.id, isCustomQuestion: true, fileId: file?.id ?? null }, [
      ...label(r),
      'Structure',
      'Evidence',
      'Document',
      'Yes',
      neutral(file?.originalName ?? null),
      null,
      neutral(file?.originalName ?? null),
    ]);
  });
  const elsewhereUser = await ds.getRepository(User).findOneByOrFail({ id: elsewhere.userId! });
  add({ respondentId: elsewhere.id, questionId: text.id, isCustomQuestion: true, textAnswer: 'from another inquiry' }, [
    name(elsewhereUser),
    elsewhere.email,
    elsewhere.status,
    'Process',
    "'=Biggest obstacle",
    'Textbox',
    'Yes',
    'from another inquiry',
    null,
    null,
  ]);
  add({ respondentId: respondents[1].id, questionId: 987654, isCustomQuestion: false, textAnswer: 'orphan' }, [
    ...label(respondents[1]),
    null,
    '(deleted question)',
    null,
    'No',
    'orphan',
    null,
    null,
  ]);
  await insertAnswers(t, answers);

  const stored = await ds.getRepository(SurveyAnswer).find({
    where: { inquiryId: inquiry.id },
    order: { id: 'ASC' },
    select: { id: true, respondentId: true, isCustomQuestion: true, questionId: true },
  });
  const expected = stored.map((a) => expectedByKey.get(`${a.respondentId}/${a.isCustomQuestion}/${a.questionId}`)!);
  return { inquiry, expected };
}

/** Plain multi-row inserts in order (ids ascend as listed), without reading the rows back. */
async function insertAnswers(t: TestApp, rows: Partial<SurveyAnswer>[]): Promise<void> {
  for (let from = 0; from < rows.length; from += 1000) {
    await t.dataSource
      .createQueryBuilder()
      .insert()
      .into(SurveyAnswer)
      .values(rows.slice(from, from + 1000))
      .updateEntity(false)
      .execute();
  }
}

/** Counts the rows an export pulls and notes when it closes its source. */
async function* watched<T>(
  batches: AsyncGenerator<T[]>,
  state: { pulled: number; closed: boolean },
): AsyncGenerator<T[]> {
  try {
    for await (const batch of batches) {
      state.pulled += batch.length;
      yield batch;
    }
  } finally {
    state.closed = true;
  }
}

/** A second inquiry of the same customer: `respondents` × `questions` rating answers (the questions long deleted). */
async function createBulkAnswers(t: TestApp, like: Inquiry, respondents: number, questions: number): Promise<Inquiry> {
  const ds = t.dataSource;
  const inquiry = await ds.getRepository(Inquiry).save(
    ds.getRepository(Inquiry).create({
      customerId: like.customerId,
      inquiryTypeId: like.inquiryTypeId,
      createdByUserId: like.createdByUserId,
      description: 'Bulk answers',
    }),
  );
  await ds.getRepository(Respondent).insert(
    Array.from({ length: respondents }, (_, i) => ({
      inquiryId: inquiry.id,
      customerId: inquiry.customerId,
      email: `bulk-${i}@example.test`,
      status: 'completed' as const,
    })),
  );
  const ids = (await ds.getRepository(Respondent).find({ where: { inquiryId: inquiry.id }, select: { id: true } })).map(
    (r) => r.id,
  );
  const rows: Partial<SurveyAnswer>[] = [];
  for (let q = 0; q < questions; q++)
    for (const id of ids)
      rows.push({
        respondentId: id,
        inquiryId: inquiry.id,
        questionId: 900_000 + q,
        isCustomQuestion: false,
        performance: q % 6,
      });
  await insertAnswers(t, rows);
  return inquiry;
}
