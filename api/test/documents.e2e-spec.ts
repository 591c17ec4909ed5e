import { StoredFile } from '../src/files/stored-file.entity';
import { Client, personas, Personas } from './support/personas';
import {
  addParticipants,
  createInquiry,
  pdfFile,
  renamedImage,
  submitIntake,
  typeByName,
  xlsxFile,
  zipFile,
} from './support/survey-fixtures';
import { createTestApp, DEMO, TestApp } from './support/test-app';

/** Collects a download as bytes (supertest's node response is a readable stream). */
const binary = (
  res: { on: (event: string, fn: (chunk?: Buffer) => void) => void },
  cb: (err: Error | null, body: Buffer) => void,
) => {
  const chunks: Buffer[] = [];
  res.on('data', (c) => chunks.push(c!));
  res.on('end', () => cb(null, Buffer.concat(chunks)));
};

describe("Documents: help documents and respondents' documents", () => {
  let t: TestApp;
  let api: Personas;
  let operator: Client;
  let ctAdmin: Client;
  let nwAdmin: Client;
  let staff: Client;
  let typeId: number;
  beforeAll(async () => {
    t = await createTestApp();
    api = await personas(t);
    [operator, ctAdmin, nwAdmin, staff] = [
      api.as('operator'),
      api.as('contosoAdmin'),
      api.as('northwindAdmin'),
      api.as('contosoStaff'),
    ];
    typeId = (await typeByName(t, 'Organisational Health Check')).id;
  });
  afterAll(() => t.close());

  const helpCount = (inquiryId: number) =>
    t.dataSource.getRepository(StoredFile).countBy({ inquiryId, kind: 'help-document' });
  const upload = (inquiryId: number, files: [Buffer, string][], as = operator) => {
    const req = as.post(`/api/Inquiry/UploadHelpDocument/${inquiryId}`);
    for (const [data, name] of files) req.attach('Files', data, name);
    return req;
  };

  it('uploads several help documents (xlsx, pdf, zip) in one request and counts them on the inquiry', async () => {
    const inq = await createInquiry(ctAdmin, typeId, 'Help documents');
    const xlsx = await xlsxFile();
    const res = await upload(inq.Id, [
      [xlsx, 'Guide.xlsx'],
      [pdfFile(), 'Guide.pdf'],
      [zipFile(), 'Templates.zip'],
    ]).expect(200);
    expect(res.body).toEqual([
      {
        Id: expect.any(Number),
        DocumentName: 'Guide.xlsx',
        path: expect.stringMatching(/^\/api\/files\/\d+\?expires=\d+&sig=/),
      },
      { Id: expect.any(Number), DocumentName: 'Guide.pdf', path: expect.any(String) },
      { Id: expect.any(Number), DocumentName: 'Templates.zip', path: expect.any(String) },
    ]);
    const download = await api
      .anonymous()
      .get(res.body[0].path)
      .buffer(true)
      .parse(binary as never)
      .expect(200);
    expect(Buffer.compare(download.body, xlsx)).toBe(0);
    expect(download.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect((await ctAdmin.get(`/api/Inquiry/${inq.Id}`).expect(200)).body.Documents).toBe(3);
  });

  it('refuses duplicates with Duplicate File / {name} Already Uploaded, storing nothing', async () => {
    const inq = await createInquiry(ctAdmin, typeId, 'Duplicates');
    await upload(inq.Id, [[pdfFile(), 'Agenda.pdf']]).expect(200);
    const again = await upload(inq.Id, [
      [zipFile(), 'New.zip'],
      [pdfFile(), 'agenda.PDF'],
    ]).expect(409);
    expect(again.body).toEqual({ status: 409, title: 'Duplicate File', errorMessage: ['agenda.PDF Already Uploaded'] });
    const twice = await upload(inq.Id, [
      [pdfFile(), 'Same.pdf'],
      [pdfFile(), 'Same.pdf'],
    ]).expect(409);
    expect(twice.body.errorMessage).toEqual(['Same.pdf Already Uploaded']);
    expect(await helpCount(inq.Id)).toBe(1);
    // Two uploads of one name at the same time: one is stored, the other is a duplicate.
    const raced = await Promise.all([
      upload(inq.Id, [[pdfFile(), 'Race.pdf']]),
      upload(inq.Id, [[pdfFile(), 'Race.pdf']]),
    ]);
    expect(raced.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await helpCount(inq.Id)).toBe(2);
  });

  it('checks the type by content (415), the size (413) and that a file was sent (400)', async () => {
    const inq = await createInquiry(ctAdmin, typeId, 'Bad files');
    const renamed = await upload(inq.Id, [
      [pdfFile(), 'ok.pdf'],
      [renamedImage(), 'photo.pdf'],
    ]).expect(415);
    expect(renamed.body).toEqual({
      status: 415,
      title: 'Unsupported Media Type',
      errorMessage: ['photo.pdf: Please upload the correct file.'],
    });
    await upload(inq.Id, [[pdfFile(), 'script.exe']]).expect(415);
    await upload(inq.Id, [[zipFile(), 'fake.xlsx']]).expect(415);
    await upload(inq.Id, [[Buffer.alloc(20 * 1024 * 1024 + 1, 0x25), 'huge.pdf']]).expect(413);
    const none = await operator.post(`/api/Inquiry/UploadHelpDocument/${inq.Id}`).field('Note', 'x').expect(400);
    expect(none.body.errorMessage).toEqual(['Please upload a document, first.']);
    expect(await helpCount(inq.Id)).toBe(0);
  });

  it('is for the super admin only; unknown inquiries are 404', async () => {
    const inq = await createInquiry(ctAdmin, typeId, 'Roles');
    await upload(inq.Id, [[pdfFile(), 'a.pdf']], ctAdmin).expect(403);
    await upload(inq.Id, [[pdfFile(), 'a.pdf']], staff).expect(403);
    await api
      .anonymous()
      .post(`/api/Inquiry/UploadHelpDocument/${inq.Id}`)
      .attach('Files', pdfFile(), 'a.pdf')
      .expect(401);
    await upload(999999, [[pdfFile(), 'a.pdf']]).expect(404);
  });

  it("lists a respondent's documents for the super admin and the respondent only", async () => {
    const inq = await createInquiry(ctAdmin, typeId, 'User documents');
    await submitIntake(t, ctAdmin, inq.Id, typeId);
    await addParticipants(ctAdmin, inq.Id, [DEMO.contosoStaff]).expect(200);
    const staffId = (await t.users.findOneByOrFail({ email: DEMO.contosoStaff })).id;
    const form = (await staff.get(`/api/SurveyAnswer/${typeId}/${inq.Id}/SurveyFormQuestions`).expect(200)).body;
    const doc = form.data.find((q: { Type: string }) => q.Type === 'Document');
    const pdf = pdfFile();
    await staff
      .post('/api/SurveyAnswer/AddSurveyAnswers')
      .field('Status', 'saveasdraft')
      .field('SurveyAnswerDtos[0].DiagnosticId', String(doc.Id))
      .field('SurveyAnswerDtos[0].InquiryId', String(inq.Id))
      .field('SurveyAnswerDtos[0].CustomerUserId', String(staffId))
      .field('SurveyAnswerDtos[0].IsCustomQuestion', 'false')
      .attach('SurveyAnswerDtos[0].file', pdf, 'Process map.pdf')
      .expect(200);

    const url = `/api/Inquiry/UserDocuments/${inq.Id}/${staffId}?pageSize=8&currentPage=1`;
    const list = (await operator.get(url).expect(200)).body;
    expect(list).toMatchObject({ currentPage: 1, pageSize: 8, totalItem: 1, totalPage: 1 });
    expect(list.data).toEqual([
      {
        Id: expect.any(Number),
        DocumentName: 'Process map.pdf',
        UploadDate: expect.any(String),
        path: expect.stringMatching(/^\/api\/files\//),
      },
    ]);
    const download = await api
      .anonymous()
      .get(list.data[0].path)
      .buffer(true)
      .parse(binary as never)
      .expect(200);
    expect(Buffer.compare(download.body, pdf)).toBe(0);
    await staff.get(url).expect(200);
    await ctAdmin.get(url).expect(403);
    await nwAdmin.get(url).expect(404);
    await operator.get(`/api/Inquiry/UserDocuments/${inq.Id}/${staffId + 999}`).expect(404);
    await api.anonymous().get(url).expect(401);
  });
});
