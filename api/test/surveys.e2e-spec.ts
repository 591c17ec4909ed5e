import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { CustomQuestion } from '../src/custom-questions/custom-question.entity';
import { DiagnosticQuestion } from '../src/diagnostic-questions/diagnostic-question.entity';
import { StoredFile } from '../src/files/stored-file.entity';
import { Inquiry } from '../src/inquiries/inquiry.entity';
import { Respondent } from '../src/respondents/respondent.entity';
import { SurveyAnswer } from '../src/answers/survey-answer.entity';
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

interface Q {
  Id: number;
  Title: string;
  Type: string;
  Area: string;
  CheckBoxOptions: string[];
  IsCustomQuestion: boolean;
  MaxLength: number | null;
}
interface Item {
  q: Q;
  Answer?: string;
  ValueAnswer?: string;
  CheckBoxOptions?: string;
  file?: { data: Buffer; name: string };
  DiagnosticId?: string;
  CustomerUserId?: number;
  InquiryId?: number;
}

describe('Survey forms', () => {
  let t: TestApp;
  let api: Personas;
  let ctAdmin: Client;
  let nwAdmin: Client;
  let nwStaff: Client;
  let operator: Client;
  let staff: Client;
  let staffId: number;
  let typeId: number;

  beforeAll(async () => {
    t = await createTestApp();
    api = await personas(t);
    [ctAdmin, nwAdmin, nwStaff, operator, staff] = [
      api.as('contosoAdmin'),
      api.as('northwindAdmin'),
      api.as('northwindStaff'),
      api.as('operator'),
      api.as('contosoStaff'),
    ];
    staffId = (await t.users.findOneByOrFail({ email: DEMO.contosoStaff })).id;
    typeId = (await typeByName(t, 'Organisational Health Check')).id;
  });
  afterAll(() => t.close());

  /** A Contoso inquiry with the staff user as respondent; returns its id and the staff user's form. */
  async function openForm(extra: (id: number) => Promise<void> = async () => undefined) {
    const inq = await createInquiry(ctAdmin, typeId, 'Survey rules');
    await extra(inq.Id);
    await submitIntake(t, ctAdmin, inq.Id, typeId);
    await addParticipants(ctAdmin, inq.Id, [DEMO.contosoStaff]).expect(200);
    const form = (await staff.get(`/api/SurveyAnswer/${typeId}/${inq.Id}/SurveyFormQuestions`).expect(200)).body;
    const by = (pred: (q: Q) => boolean) => (form.data as Q[]).find(pred)!;
    return {
      id: inq.Id,
      form,
      rating: by((q) => q.Type === 'Rating' && q.Area !== 'Other'),
      otherRating: by((q) => q.Type === 'Rating' && q.Area === 'Other'),
      text: by((q) => q.Type === 'Textbox'),
      box: by((q) => q.Type === 'Checkbox'),
      doc: by((q) => q.Type === 'Document'),
      ratings: (form.data as Q[]).filter((q) => q.Type === 'Rating'),
    };
  }

  function save(inquiryId: number, status: string, items: Item[], as = staff, userId = staffId) {
    const req = as.post('/api/SurveyAnswer/AddSurveyAnswers');
    if (status) req.field('Status', status);
    items.forEach((it, i) => {
      const f = (name: string, v: string | undefined) =>
        v !== undefined && req.field(`SurveyAnswerDtos[${i}].${name}`, v);
      f('DiagnosticId', it.DiagnosticId ?? String(it.q.Id));
      f('InquiryId', String(it.InquiryId ?? inquiryId));
      f('CustomerUserId', String(it.CustomerUserId ?? userId));
      f('IsCustomQuestion', String(it.q.IsCustomQuestion));
      f('Answer', it.Answer);
      f('ValueAnswer', it.ValueAnswer);
      f('CheckBoxOptions', it.CheckBoxOptions);
      if (it.file) req.attach(`SurveyAnswerDtos[${i}].file`, it.file.data, it.file.name);
    });
    return req;
  }
  const allRatings = (ratings: Q[], value = '3') =>
    ratings.map((q) => ({ q, Answer: value, ValueAnswer: q.Area === 'Other' ? undefined : value }));
  const complete = (f: { ratings: Q[]; text: Q }, value = '3'): Item[] => [
    ...allRatings(f.ratings, value),
    { q: f.text, Answer: 'NA' },
  ];
  const stored = (inquiryId: number) => t.dataSource.getRepository(SurveyAnswer).find({ where: { inquiryId } });
  const statusOf = async (inquiryId: number) =>
    (await t.dataSource.getRepository(Respondent).findOneByOrFail({ inquiryId, userId: staffId })).status;

  it('returns the question set in group order with Approved custom questions only', async () => {
    const custom = async (id: number) => {
      const admin = await t.users.findOneByOrFail({ email: DEMO.contosoAdmin });
      const repo = t.dataSource.getRepository(CustomQuestion);
      const base = { inquiryId: id, customerId: admin.customerId!, createdByUserId: admin.id };
      const fields = (title: string, area: string) => ({
        title,
        type: 'Rating',
        description: 'custom',
        area,
        maxLength: null,
        validationRegex: null,
        ratingOptions: ['1', '2', '3', '4', '5'],
        checkboxOptions: [],
      });
      await repo.save([
        repo.create({ ...base, question: fields('Approved structure question', 'Structure'), status: 'Approved' }),
        repo.create({ ...base, question: fields('Unreviewed question', 'People'), status: null }),
        repo.create({ ...base, question: fields('Rejected question', 'Culture'), status: 'Reject' }),
      ]);
    };
    const { id, form } = await openForm(custom);
    const order = ['Structure', 'People', 'Process', 'Culture', 'Other'];
    const areas = (form.data as Q[]).map((q) => order.indexOf(q.Area));
    expect(areas).toEqual([...areas].sort((a, b) => a - b));
    const diagnosticCount = await t.dataSource
      .getRepository(DiagnosticQuestion)
      .createQueryBuilder('q')
      .innerJoin('q.pathway', 'p')
      .where('p.inquiryTypeId = :typeId', { typeId })
      .getCount();
    expect(form).toMatchObject({
      Status: 'pending',
      ExpiryDate: expect.any(String),
      IsExpired: false,
      totalItem: diagnosticCount + 1,
      pageSize: -1,
    });
    const titles = (form.data as Q[]).map((q) => q.Title);
    expect(titles).toContain('Approved structure question');
    expect(titles).not.toContain('Unreviewed question');
    expect(titles).not.toContain('Rejected question');
    expect((form.data as Q[]).find((q) => q.Title === 'Approved structure question')).toMatchObject({
      IsCustomQuestion: true,
      Area: 'Structure',
    });
    expect(form.data[0]).toEqual(
      expect.objectContaining({
        Id: expect.any(Number),
        Title: expect.any(String),
        Description: expect.any(String),
        Area: 'Structure',
        Type: expect.any(String),
        RadioButtonOptions: expect.any(Array),
        CheckBoxOptions: expect.any(Array),
        IsCustomQuestion: expect.any(Boolean),
        InquiryId: id,
        CustomerUserId: staffId,
        Answer: null,
        ValueImportanceAnswer: null,
        CheckBoxOptionsAnswer: [],
        DocumentName: null,
        DownloadLink: null,
      }),
    );
    expect(form.data[0]).toHaveProperty('MaxLength');
    expect(form.data[0]).toHaveProperty('ValidationRegex');

    // Paged on request; wrong type id, other roles and tenants refused.
    const page = (
      await staff.get(`/api/SurveyAnswer/${typeId}/${id}/SurveyFormQuestions?pageSize=8&currentPage=2`).expect(200)
    ).body;
    expect(page).toMatchObject({ currentPage: 2, pageSize: 8 });
    await staff.get(`/api/SurveyAnswer/${typeId + 1}/${id}/SurveyFormQuestions`).expect(404);
    await ctAdmin.get(`/api/SurveyAnswer/${typeId}/${id}/SurveyFormQuestions`).expect(404);
    await nwStaff.get(`/api/SurveyAnswer/${typeId}/${id}/SurveyFormQuestions`).expect(404);
    await operator.get(`/api/SurveyAnswer/${typeId}/${id}/SurveyFormQuestions`).expect(403);
    await api.anonymous().get(`/api/SurveyAnswer/${typeId}/${id}/SurveyFormQuestions`).expect(401);
  });

  it('stores performance and importance 0-5 (DK = 0), and performance only in Other', async () => {
    const { id, rating, otherRating } = await openForm();
    const bad = await save(id, 'saveasdraft', [
      { q: rating, Answer: '6', ValueAnswer: '-1' },
      { q: otherRating, Answer: '2', ValueAnswer: '4' },
    ]).expect(400);
    expect(bad.body.errorMessage).toEqual([
      'SurveyAnswerDtos[0].Answer: Must be a rating from 1 to 5, or 0 for DK',
      'SurveyAnswerDtos[0].ValueAnswer: Must be a rating from 1 to 5, or 0 for DK',
      'SurveyAnswerDtos[1].ValueAnswer: Importance is not asked for questions in Other',
    ]);
    expect(await stored(id)).toEqual([]);
    await save(id, 'saveasdraft', [
      { q: rating, Answer: 'DK', ValueAnswer: '0' },
      { q: otherRating, Answer: '5' },
    ]).expect(200);
    const rows = await stored(id);
    expect(rows.map((r) => [r.questionId, r.performance, r.importance]).sort()).toEqual(
      [
        [otherRating.Id, 5, null],
        [rating.Id, 0, 0],
      ].sort(),
    );
    expect(await statusOf(id)).toBe('saveasdraft');
    const form = (await staff.get(`/api/SurveyAnswer/${typeId}/${id}/SurveyFormQuestions`).expect(200)).body;
    expect(form.Status).toBe('saveasdraft');
    expect((form.data as (Q & { Answer: number })[]).find((q) => q.Id === rating.Id)).toMatchObject({
      Answer: 0,
      ValueImportanceAnswer: 0,
    });
  });

  it('accepts checkbox selections only from the options and text within MaxLength and ValidationRegex', async () => {
    const { id, box, text } = await openForm();
    const res = await save(id, 'saveasdraft', [
      { q: box, CheckBoxOptions: JSON.stringify([box.CheckBoxOptions[0], 'Fax']) },
      { q: text, Answer: 'x'.repeat((text.MaxLength ?? 200) + 1) },
    ]).expect(400);
    expect(res.body.errorMessage).toEqual([
      'SurveyAnswerDtos[0].CheckBoxOptions: Not an option of this question: Fax',
      `SurveyAnswerDtos[1].Answer: Must be at most ${text.MaxLength ?? 200} characters`,
    ]);
    expect(
      (await save(id, 'saveasdraft', [{ q: box, CheckBoxOptions: 'Email' }]).expect(400)).body.errorMessage,
    ).toEqual(['SurveyAnswerDtos[0].CheckBoxOptions: Must be a JSON array of option texts']);
    // The demo's open question takes Free text: only control characters are refused, each named.
    expect(
      (await save(id, 'saveasdraft', [{ q: text, Answer: 'Too slow!\u0007' }]).expect(400)).body.errorMessage,
    ).toEqual([
      `SurveyAnswerDtos[0].Answer: Control characters are not allowed in "${text.Title}" (Free text); refused: U+0007`,
    ]);
    expect(await stored(id)).toEqual([]);
    await save(id, 'saveasdraft', [
      { q: box, CheckBoxOptions: JSON.stringify(box.CheckBoxOptions.slice(0, 2)) },
      { q: text, Answer: 'Too many meetings 2' },
    ]).expect(200);
    const rows = await stored(id);
    expect(rows.find((r) => r.questionId === box.Id)!.checkboxAnswer).toEqual(box.CheckBoxOptions.slice(0, 2));
    expect(rows.find((r) => r.questionId === text.Id)!.textAnswer).toBe('Too many meetings 2');
    // Clearing a draft answer.
    await save(id, 'saveasdraft', [{ q: text, Answer: '' }]).expect(200);
    expect((await stored(id)).find((r) => r.questionId === text.Id)!.textAnswer).toBeNull();
  });

  it("refuses a question outside the set, a malformed save and another user's form", async () => {
    const { id, rating } = await openForm();
    const foreign = await t.dataSource
      .getRepository(DiagnosticQuestion)
      .createQueryBuilder('q')
      .innerJoin('q.pathway', 'p')
      .where('p.inquiryTypeId <> :typeId', { typeId })
      .getOneOrFail();
    const res = await save(id, 'saveasdraft', [
      { q: rating, Answer: '3', ValueAnswer: '3' },
      { q: rating, DiagnosticId: String(foreign.id), Answer: '3' },
    ]).expect(400);
    expect(res.body.errorMessage).toEqual([
      `SurveyAnswerDtos[1].DiagnosticId: Question ${foreign.id} is not part of this inquiry's survey form`,
    ]);
    const custom = await save(id, 'saveasdraft', [{ q: { ...rating, IsCustomQuestion: true }, Answer: '3' }]).expect(
      400,
    );
    expect(custom.body.errorMessage[0]).toMatch(/is not part of this inquiry's survey form/);
    expect((await save(id, '', [{ q: rating, Answer: '3' }]).expect(400)).body.errorMessage).toEqual([
      'Status: This field is mandatory',
    ]);
    expect((await save(id, 'done', [{ q: rating, Answer: '3' }]).expect(400)).body.errorMessage).toEqual([
      'Status: Must be saveasdraft or completed',
    ]);
    expect((await save(id, 'saveasdraft', []).expect(400)).body.errorMessage).toEqual([
      'SurveyAnswerDtos: This field is mandatory',
    ]);
    expect((await save(id, 'saveasdraft', [{ q: rating, DiagnosticId: 'abc' }]).expect(400)).body.errorMessage).toEqual(
      ['SurveyAnswerDtos[0].DiagnosticId: This field only contain number'],
    );
    // Someone else's form: another user id is 403, a form the caller is not a respondent of is 404.
    const admin = await t.users.findOneByOrFail({ email: DEMO.contosoAdmin });
    await save(id, 'saveasdraft', [{ q: rating, Answer: '3', CustomerUserId: admin.id }]).expect(403);
    await save(id, 'saveasdraft', [{ q: rating, Answer: '3' }], ctAdmin, admin.id).expect(404);
    await save(id, 'saveasdraft', [{ q: rating, Answer: '3' }], operator, admin.id).expect(403);
    await api.anonymous().post('/api/SurveyAnswer/AddSurveyAnswers').field('Status', 'saveasdraft').expect(401);
    const nw = await t.users.findOneByOrFail({ email: DEMO.northwindStaff });
    await save(id, 'saveasdraft', [{ q: rating, Answer: '3' }], nwStaff, nw.id).expect(404);
    expect(await stored(id)).toEqual([]);
  });

  it('completes only with every Rating and Textbox question answered, then refuses every change', async () => {
    const { id, ratings, rating, text, doc } = await openForm();
    const partial = await save(id, 'completed', allRatings(ratings).slice(1)).expect(400);
    expect(partial.body).toMatchObject({
      title: 'Survey form incomplete',
      errorMessage: [`${ratings[0].Title}: This field is mandatory`, `${text.Title}: This field is mandatory`],
    });
    expect(await statusOf(id)).toBe('pending');
    expect(await stored(id)).toEqual([]);

    await save(id, 'completed', [...allRatings(ratings), { q: text, Answer: 'NA' }]).expect(200);
    expect(await statusOf(id)).toBe('completed');
    const before = JSON.stringify(
      (await stored(id)).map((r) => [r.questionId, r.performance, r.importance, r.textAnswer]).sort(),
    );
    const draft = await save(id, 'saveasdraft', [{ q: rating, Answer: '1', ValueAnswer: '1' }]).expect(409);
    expect(draft.body.errorMessage).toEqual(['This survey form was submitted and cannot be changed']);
    await save(id, 'completed', allRatings(ratings, '1')).expect(409);
    await save(id, 'saveasdraft', [{ q: doc, file: { data: pdfFile(), name: 'late.pdf' } }]).expect(409);
    await staff
      .post('/api/SurveyAnswer/DocumentValidate')
      .send({ DocumentName: 'late.pdf', InquiryId: id, DiagnosticId: doc.Id })
      .expect(409);
    // Adding the same person again neither duplicates nor reopens the form.
    await addParticipants(ctAdmin, id, [DEMO.contosoStaff]).expect(200);
    expect(await statusOf(id)).toBe('completed');
    expect(await t.dataSource.getRepository(Respondent).countBy({ inquiryId: id })).toBe(1);
    expect(
      JSON.stringify((await stored(id)).map((r) => [r.questionId, r.performance, r.importance, r.textAnswer]).sort()),
    ).toBe(before);
    const form = (await staff.get(`/api/SurveyAnswer/${typeId}/${id}/SurveyFormQuestions`).expect(200)).body;
    expect(form.Status).toBe('completed');
    // Progress counts the completed form: 30 + 60 × 1 ÷ 1.
    expect((await ctAdmin.get(`/api/Inquiry/${id}`)).body).toMatchObject({ Progress: 90, Status: 'Closed' });
  });

  it('refuses saves to an expired form with 409 Expired', async () => {
    const { id, rating } = await openForm();
    await t.dataSource.getRepository(Inquiry).update(id, { expiryDate: new Date(Date.now() - 60_000) });
    const res = await save(id, 'saveasdraft', [{ q: rating, Answer: '3', ValueAnswer: '3' }]).expect(409);
    expect(res.body).toEqual({ status: 409, title: 'Expired', errorMessage: ['Expired'] });
    const form = (await staff.get(`/api/SurveyAnswer/${typeId}/${id}/SurveyFormQuestions`).expect(200)).body;
    expect(form).toMatchObject({ Status: 'expired', IsExpired: true });
  });

  it('leaves one completed set when two identical submits race', async () => {
    const f = await openForm();
    const results = await Promise.all([
      save(f.id, 'completed', complete(f, '4')),
      save(f.id, 'completed', complete(f, '4')),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const rows = await stored(f.id);
    expect(rows).toHaveLength(f.ratings.length + 1);
    const id = f.id;
    expect(await statusOf(id)).toBe('completed');
  });

  it('stores document answers (xlsx, pdf, zip) checked by content, all or nothing', async () => {
    const { id, doc, rating } = await openForm();
    const files = () => t.dataSource.getRepository(StoredFile).countBy({ inquiryId: id });
    const dir = join(t.config.dataDir, 'files', 'survey-document');
    const filesOnDisk = () =>
      existsSync(dir)
        ? readdirSync(dir, { recursive: true, withFileTypes: true })
            .filter((e) => e.isFile())
            .map((e) => e.name)
        : [];
    const renamed = await save(id, 'saveasdraft', [
      { q: rating, Answer: '2', ValueAnswer: '2' },
      { q: doc, file: { data: renamedImage(), name: 'scan.pdf' } },
    ]).expect(415);
    expect(renamed.body.errorMessage).toEqual(['scan.pdf: Please upload the correct file.']);
    expect(await stored(id)).toEqual([]);
    expect(await files()).toBe(0);
    const onText = await save(id, 'saveasdraft', [
      { q: rating, Answer: '2', ValueAnswer: '2', file: { data: pdfFile(), name: 'a.pdf' } },
    ]).expect(400);
    expect(onText.body.errorMessage).toEqual(['SurveyAnswerDtos[0].file: Only a Document question takes a file']);
    await save(id, 'saveasdraft', [
      { q: doc, file: { data: Buffer.alloc(20 * 1024 * 1024 + 1, 0x25), name: 'big.pdf' } },
    ]).expect(413);
    // A save that fails after its file was written (completed without the ratings) leaves no row and no bytes.
    await save(id, 'completed', [{ q: doc, file: { data: pdfFile(), name: 'early.pdf' } }]).expect(400);
    expect(await files()).toBe(0);
    expect(filesOnDisk()).toEqual([]);

    // Each upload replaces the previous document of the question; the replaced file is gone.
    let previous: string | null = null;
    for (const [name, data] of [
      ['processes.xlsx', await xlsxFile()],
      ['handbook.pdf', pdfFile()],
      ['bundle.zip', zipFile()],
    ] as [string, Buffer][]) {
      const res = await save(id, 'saveasdraft', [{ q: doc, file: { data, name } }]).expect(200);
      const item = (res.body.data as (Q & { DocumentName: string; DownloadLink: string })[]).find(
        (q) => q.Id === doc.Id,
      )!;
      expect(item.DocumentName).toBe(name);
      const download = await api
        .anonymous()
        .get(item.DownloadLink)
        .buffer(true)
        .parse((r, cb) => {
          const chunks: Buffer[] = [];
          r.on('data', (c: Buffer) => chunks.push(c));
          r.on('end', () => cb(null, Buffer.concat(chunks)));
        })
        .expect(200);
      expect(Buffer.compare(download.body as Buffer, data)).toBe(0);
      if (previous) await api.anonymous().get(previous).expect(404);
      previous = item.DownloadLink;
      expect(await files()).toBe(1);
      expect(filesOnDisk()).toHaveLength(1);
    }
  });

  it('validates a document name for a Document question of the own form', async () => {
    const { id, doc, rating } = await openForm();
    const url = '/api/SurveyAnswer/DocumentValidate';
    expect(
      (await staff.post(url).send({ DocumentName: 'plan.docx', InquiryId: id, DiagnosticId: doc.Id }).expect(200)).body,
    ).toMatchObject({ DocumentName: 'plan.docx', Valid: true });
    expect(
      (await staff.post(url).send({ DocumentName: 'virus.exe', InquiryId: id, DiagnosticId: doc.Id }).expect(415)).body
        .errorMessage,
    ).toEqual(['Please upload the correct file.']);
    expect(
      (await staff.post(url).send({ DocumentName: 'plan.pdf', InquiryId: id, DiagnosticId: rating.Id }).expect(400))
        .body.errorMessage,
    ).toEqual([`DiagnosticId: Question ${rating.Id} is not a document question of this inquiry`]);
    expect((await staff.post(url).send({}).expect(400)).body.errorMessage).toEqual([
      'DocumentName: This field is mandatory',
      'InquiryId: This field is mandatory',
      'DiagnosticId: This field is mandatory',
    ]);
    await nwStaff.post(url).send({ DocumentName: 'plan.pdf', InquiryId: id, DiagnosticId: doc.Id }).expect(404);
    await operator.post(url).send({ DocumentName: 'plan.pdf', InquiryId: id, DiagnosticId: doc.Id }).expect(403);
  });

  it('shows answers to the super admin and the owner only', async () => {
    const { id, ratings, text, box } = await openForm();
    await save(id, 'completed', [
      ...allRatings(ratings, '5'),
      { q: text, Answer: 'Slow approvals' },
      { q: box, CheckBoxOptions: JSON.stringify([box.CheckBoxOptions[1]]) },
    ]).expect(200);
    const view = (await operator.get(`/api/SurveyAnswer/${id}/ViewSurveyAnswers/${staffId}`).expect(200)).body;
    const others = view.OthersArray as { QuestionType: string; Answer: unknown; Question: string }[];
    expect(others.find((o) => o.QuestionType === 'checkbox')!.Answer).toEqual([box.CheckBoxOptions[1]]);
    expect(others.find((o) => o.QuestionType === 'textbox')!.Answer).toBe('Slow approvals');
    expect(view.StructureArray[0]).toEqual(
      expect.objectContaining({
        Question: expect.any(String),
        Options: expect.any(Array),
        QuestionType: 'rating',
        Answer: 5,
        ValueImportanceAnswer: 5,
        MaxLength: null,
        ValidationRegex: null,
        CheckBoxOptions: expect.any(Array),
        DocumentName: null,
        DownloadLink: null,
        Id: expect.any(Number),
      }),
    );
    await staff.get(`/api/SurveyAnswer/${id}/ViewSurveyAnswers/${staffId}`).expect(200);
    await ctAdmin.get(`/api/SurveyAnswer/${id}/ViewSurveyAnswers/${staffId}`).expect(403);
    await nwAdmin.get(`/api/SurveyAnswer/${id}/ViewSurveyAnswers/${staffId}`).expect(404);
    await api.anonymous().get(`/api/SurveyAnswer/${id}/ViewSurveyAnswers/${staffId}`).expect(401);
    const open = (await operator.get(`/api/SurveyAnswer/${id}/ViewOpenEndedSurveyAnswers/${staffId}`).expect(200)).body;
    expect(open.data).toEqual([{ Id: text.Id, Question: text.Title, Answer: 'Slow approvals' }]);
    await ctAdmin.get(`/api/SurveyAnswer/${id}/ViewOpenEndedSurveyAnswers/${staffId}`).expect(403);
    await nwStaff.get(`/api/SurveyAnswer/${id}/ViewOpenEndedSurveyAnswers/${staffId}`).expect(404);
  });
});
