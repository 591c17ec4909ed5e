import { decodeInvitation as decryptInvitation } from '@portal/contracts';
import { DEMO_PEER_NAMES } from '../src/database-tools/seeds/demo-rounds';
import { OutboundMail } from '../src/mail/outbound-mail.entity';
import { Inquiry } from '../src/inquiries/inquiry.entity';
import { IntakeAnswer } from '../src/inquiries/intake-answer.entity';
import { InquiryType } from '../src/inquiry-types/inquiry-type.entity';
import { IntakeQuestion } from '../src/intake-questions/intake-question.entity';
import { Client, personas, Personas } from './support/personas';
import { signupConfirmationIn } from './support/smtp-sink';
import { addParticipants, createInquiry, intakeAnswersFor, submitIntake, typeByName } from './support/survey-fixtures';
import { createTestApp, DEMO, TestApp } from './support/test-app';

const HEALTH = 'Organisational Health Check';

describe('Inquiries: the whole story', () => {
  let t: TestApp;
  let api: Personas;
  beforeAll(async () => {
    t = await createTestApp();
    api = await personas(t);
  });
  afterAll(() => t.close());

  it('runs from sign-up to submitted forms, progress and answers viewed by the super admin', async () => {
    const PASSWORD = 'Fabrikam#Start2026';
    const login = async (username: string) =>
      (await api.anonymous().post('/api/auth/login').send({ username, password: PASSWORD }).expect(200)).body;

    // A new organisation signs up; its admin logs in and completes the company profile.
    await api
      .anonymous()
      .post('/api/Customer/CustomerAdminsignup')
      .send({
        CustomerName: 'Fabrikam Inc.',
        Industry: 'Manufacturing',
        Address: '1 Harbour Street',
        Country: 'United Kingdom',
        State: 'England',
        City: 'Bristol',
        Website: 'https://fabrikam.example',
        isAdmin: true,
        FirstName: 'Jane',
        LastName: 'Doe',
        Email: 'jane.doe@fabrikam.example',
        Designation: 'Head of Strategy',
        Password: PASSWORD,
        ConfirmPassword: PASSWORD,
      })
      .expect(200);
    // The mailed link proves the address and creates the organisation with its (verified) admin.
    const confirmation = await t.dataSource
      .getRepository(OutboundMail)
      .findOneByOrFail({ to: 'jane.doe@fabrikam.example' });
    await api
      .anonymous()
      .post('/api/Customer/ConfirmSignup')
      .send({ Token: signupConfirmationIn(confirmation).token })
      .expect(200);
    const first = await login('jane.doe@fabrikam.example');
    expect(first.FirstTimeLogin).toBe(true);
    const adminToken = first.token as string;
    const admin = api.withToken(adminToken);
    const claims = JSON.parse(Buffer.from(adminToken.split('.')[1], 'base64url').toString());
    await admin
      .put(`/api/Customer/${claims.customerid}/User/${claims.userid}/CustomerProfileComplete`)
      .send({
        YearsInBusiness: '12',
        duration: 'years',
        ProfitOrNOn: 'Profit',
        OwnerShipStructure: 'Private',
        AnnualRevenue: '2500000',
        AverageFTE: 42,
        NumberOfLocations: 3,
        HeadquarterAddress: '1 Harbour Street, Bristol',
        IsActive: true,
      })
      .expect(200);
    expect((await login('jane.doe@fabrikam.example')).FirstTimeLogin).toBe(false);
    // The confirmed address is verified: no code to enter before invitations go out.
    expect((await admin.get('/api/Customer/EmailVerification/Status').expect(200)).body.IsVerified).toBe(true);
    const operator = api.as('operator');
    const type = await typeByName(t, HEALTH);

    // Create: 10 %, Draft.
    const created = await createInquiry(admin, type.id, 'Fabrikam health check 2026');
    let inquiry = (await admin.get(`/api/Inquiry/${created.Id}`).expect(200)).body;
    expect(inquiry).toMatchObject({
      Id: created.Id,
      InquiryTypeId: type.id,
      InquiryTypeName: HEALTH,
      Progress: 10,
      Status: 'Draft',
      Participants: 0,
      RespondentsAdded: false,
      CreatedBy: 'Jane Doe',
    });

    // Intake: 20 %, Open; the super admin reads the answers.
    await submitIntake(t, admin, created.Id, type.id);
    inquiry = (await admin.get(`/api/Inquiry/${created.Id}`).expect(200)).body;
    expect(inquiry).toMatchObject({ Progress: 20, Status: 'Open' });
    const intake = (await operator.get(`/api/Inquiry/GetIntakeAnswers/${created.Id}`).expect(200)).body;
    expect(intake.data.length).toBe((await intakeAnswersFor(t, type.id)).length);
    expect(intake.data[0]).toEqual(
      expect.objectContaining({
        Question: expect.any(String),
        QuestionType: expect.any(String),
        Answer: expect.any(String),
      }),
    );

    // Respondents: two new emails (invited by mail) and the admin; 30 %.
    await addParticipants(admin, created.Id, ['Sam.Staff@Fabrikam.example', 'later@fabrikam.example'], {
      IsCustomerAdminRespondent: true,
    }).expect(200);
    inquiry = (await admin.get(`/api/Inquiry/${created.Id}`).expect(200)).body;
    expect(inquiry).toMatchObject({ Progress: 30, Participants: 3, RespondentsAdded: true, IsExpired: false });
    const mail = await t.dataSource.getRepository(OutboundMail).findOneByOrFail({ to: 'sam.staff@fabrikam.example' });
    const link = /http:\/\/localhost:3000\/auth\/signup\/([^/\s]+)\/([^/\s?]+)\?key=([A-Za-z0-9_-]{43})/.exec(
      mail.text,
    )!;
    expect(mail.html).toContain(link[0]);
    const orgName = decryptInvitation(decodeURIComponent(link[1]));
    const email = decryptInvitation(decodeURIComponent(link[2]));
    expect([orgName, email]).toEqual(['Fabrikam Inc.', 'sam.staff@fabrikam.example']);

    // The invited person signs up from the mailed link (organisation looked up by its name) and logs in.
    const org = (
      await api
        .anonymous()
        .get(`/api/Customer/CustomerByName/${encodeURIComponent(orgName)}`)
        .expect(200)
    ).body;
    await api
      .anonymous()
      .post('/api/Customer/CustomerAdminsignup')
      .send({
        CustomerId: org.CustomerId,
        CustomerName: orgName,
        isAdmin: false,
        FirstName: 'Sam',
        LastName: 'Staff',
        Email: email,
        Password: PASSWORD,
        ConfirmPassword: PASSWORD,
        InvitationKey: link[3],
      })
      .expect(200);
    const staff = api.withToken((await login(email)).token);
    const staffUser = await t.users.findOneByOrFail({ email });

    // The staff user sees the form, saves a draft, then submits it.
    const forms = (await staff.get(`/api/Inquiry/Staff/${email}`).expect(200)).body;
    expect(forms.data).toEqual([
      expect.objectContaining({
        InquiryId: created.Id,
        InquiryTypeId: type.id,
        InquiryTypeName: HEALTH,
        Status: 'pending',
        CustomerUserId: staffUser.id,
        IsExpired: false,
      }),
    ]);
    const form = (await staff.get(`/api/SurveyAnswer/${type.id}/${created.Id}/SurveyFormQuestions`).expect(200)).body;
    expect(form.Status).toBe('pending');
    const ORDER = ['Structure', 'People', 'Process', 'Culture', 'Other'];
    const areas = form.data.map((q: { Area: string }) => ORDER.indexOf(q.Area));
    expect(areas).toEqual([...areas].sort((a: number, b: number) => a - b));

    const save = (as: Client, userId: number, status: string, withText: boolean) => {
      const req = as.post('/api/SurveyAnswer/AddSurveyAnswers').field('Status', status);
      form.data.forEach(
        (
          q: { Id: number; Type: string; Area: string; CheckBoxOptions: string[]; IsCustomQuestion: boolean },
          i: number,
        ) => {
          req
            .field(`SurveyAnswerDtos[${i}].DiagnosticId`, String(q.Id))
            .field(`SurveyAnswerDtos[${i}].InquiryId`, String(created.Id))
            .field(`SurveyAnswerDtos[${i}].CustomerUserId`, String(userId))
            .field(`SurveyAnswerDtos[${i}].IsCustomQuestion`, String(q.IsCustomQuestion));
          if (q.Type === 'Rating') {
            req.field(`SurveyAnswerDtos[${i}].Answer`, String(i % 6));
            if (q.Area !== 'Other') req.field(`SurveyAnswerDtos[${i}].ValueAnswer`, '4');
          }
          if (q.Type === 'Textbox' && withText) req.field(`SurveyAnswerDtos[${i}].Answer`, 'Slow approvals');
          if (q.Type === 'Checkbox')
            req.field(`SurveyAnswerDtos[${i}].CheckBoxOptions`, JSON.stringify(q.CheckBoxOptions.slice(0, 2)));
        },
      );
      return req;
    };
    const draft = await save(staff, staffUser.id, 'saveasdraft', false).expect(200);
    expect(draft.body.Status).toBe('saveasdraft');
    expect((await admin.get(`/api/Inquiry/${created.Id}`)).body.Progress).toBe(30);
    await save(staff, staffUser.id, 'completed', true).expect(200);
    inquiry = (await admin.get(`/api/Inquiry/${created.Id}`).expect(200)).body;
    expect(inquiry.Progress).toBe(50); // 30 + 60 × 1 ÷ 3

    // The admin answers too: 70 %.
    await save(admin, claims.userid, 'completed', true).expect(200);
    expect((await admin.get(`/api/Inquiry/${created.Id}`)).body.Progress).toBe(70);

    // Respondents list shows each status; the super admin views the answers.
    const respondents = (await operator.get(`/api/Inquiry/GetRespondents/${created.Id}?pageSize=-1`).expect(200)).body;
    const byEmail = Object.fromEntries(
      respondents.data.map((r: { Email: string; status: string }) => [r.Email, r.status]),
    );
    expect(byEmail).toEqual({
      [email]: 'completed',
      'jane.doe@fabrikam.example': 'completed',
      'later@fabrikam.example': 'pending',
    });
    const view = (await operator.get(`/api/SurveyAnswer/${created.Id}/ViewSurveyAnswers/${staffUser.id}`).expect(200))
      .body;
    expect(Object.keys(view)).toEqual(
      expect.arrayContaining(['StructureArray', 'PeopleArray', 'ProcessArray', 'CultureArray', 'OthersArray']),
    );
    expect(view.StructureArray[0]).toEqual(
      expect.objectContaining({
        Question: expect.any(String),
        QuestionType: 'rating',
        Answer: expect.any(Number),
        ValueImportanceAnswer: 4,
      }),
    );
    const open = (
      await operator.get(`/api/SurveyAnswer/${created.Id}/ViewOpenEndedSurveyAnswers/${staffUser.id}`).expect(200)
    ).body;
    expect(open.data).toEqual([expect.objectContaining({ Question: 'Biggest obstacle', Answer: 'Slow approvals' })]);

    // Results uploaded: 100 %, Published (the milestone the results module sets).
    await t.dataSource.getRepository(Inquiry).update(created.Id, { resultsUploadedAt: new Date() });
    expect((await admin.get(`/api/Inquiry/${created.Id}`)).body).toMatchObject({ Progress: 100, Status: 'Published' });
  });
});

describe('Inquiries: rules', () => {
  let t: TestApp;
  let api: Personas;
  let nwAdmin: Client;
  let ctAdmin: Client;
  let operator: Client;
  let staff: Client;
  let healthId: number;
  beforeAll(async () => {
    t = await createTestApp();
    api = await personas(t);
    [nwAdmin, ctAdmin, operator, staff] = [
      api.as('northwindAdmin'),
      api.as('contosoAdmin'),
      api.as('operator'),
      api.as('northwindStaff'),
    ];
    healthId = (await typeByName(t, HEALTH)).id;
  });
  afterAll(() => t.close());

  it('creates an inquiry: 200 with Id and InquiryTypeId and the full record', async () => {
    const res = await ctAdmin
      .post('/api/Inquiry/CreateInquiry')
      .send({ InquiryTypeId: String(healthId), Description: '  Round one  ', Extra: 'dropped' })
      .expect(200);
    expect(res.body).toMatchObject({
      Id: expect.any(Number),
      InquiryTypeId: healthId,
      Description: 'Round one',
      Progress: 10,
      Status: 'Draft',
      IsActive: true,
      Participants: 0,
      CompletedForms: 0,
      Documents: 0,
      AdvanceInsights: 0,
      RespondentsAdded: false,
      IsExpired: false,
      CreatedBy: expect.any(String),
      ExpiryDate: null,
    });
    expect(res.body).not.toHaveProperty('CustomerName');
  });

  it('refuses a missing type or description and an inactive or unknown type', async () => {
    const res = await ctAdmin.post('/api/Inquiry/CreateInquiry').send({ Description: ' ' }).expect(400);
    expect(res.body.errorMessage).toEqual([
      'InquiryTypeId: This field is mandatory',
      'Description: This field is mandatory',
    ]);
    await ctAdmin.post('/api/Inquiry/CreateInquiry').send({ InquiryTypeId: 99999, Description: 'x' }).expect(400);
    const inactive = await t.dataSource
      .getRepository(InquiryType)
      .save({ name: 'Retired type', description: 'old', isActive: false });
    const r = await ctAdmin
      .post('/api/Inquiry/CreateInquiry')
      .send({ InquiryTypeId: inactive.id, Description: 'x' })
      .expect(400);
    expect(r.body.errorMessage).toEqual(['InquiryTypeId: Please choose an active inquiry type']);
  });

  it('admits only the customer admin to create, intake and participants; 401 without a token', async () => {
    await api
      .anonymous()
      .post('/api/Inquiry/CreateInquiry')
      .send({ InquiryTypeId: healthId, Description: 'x' })
      .expect(401);
    await operator.post('/api/Inquiry/CreateInquiry').send({ InquiryTypeId: healthId, Description: 'x' }).expect(403);
    await staff.post('/api/Inquiry/CreateInquiry').send({ InquiryTypeId: healthId, Description: 'x' }).expect(403);
    await staff.get('/api/Inquiry').expect(403);
    await nwAdmin.get('/api/Inquiry/Admin').expect(403);
    await staff.get('/api/Inquiry/1').expect(403);
    await operator.post('/api/Inquiry/AddIntakeAnswer/1').send({ IntakeAnswersDtos: [] }).expect(403);
    await staff
      .put('/api/Inquiry/AddParticipants/1')
      .send({ Participants: ['a@b.co'] })
      .expect(403);
  });

  it('re-creates an inquiry of the same type with a new description', async () => {
    const source = await createInquiry(ctAdmin, healthId, 'First');
    const res = await ctAdmin
      .post(`/api/Inquiry/RecreateInquiry/${source.Id}`)
      .send({ Description: 'Second round' })
      .expect(200);
    expect(res.body).toMatchObject({ InquiryTypeId: healthId, Description: 'Second round', Progress: 10 });
    expect(res.body.Id).not.toBe(source.Id);
    await ctAdmin.post(`/api/Inquiry/RecreateInquiry/${source.Id}`).send({}).expect(400);
    await nwAdmin.post(`/api/Inquiry/RecreateInquiry/${source.Id}`).send({ Description: 'x' }).expect(404);
  });

  it('lists own inquiries newest first with paging; the super admin lists all with CustomerName', async () => {
    const before = (await nwAdmin.get('/api/Inquiry?pageSize=-1').expect(200)).body;
    for (let i = 0; i < 9; i++) await createInquiry(nwAdmin, healthId, `Paged ${i}`);
    const total = before.totalItem + 9;
    const page1 = (await nwAdmin.get('/api/Inquiry?pageSize=8&currentPage=1').expect(200)).body;
    expect(page1).toMatchObject({ currentPage: 1, pageSize: 8, totalItem: total, totalPage: Math.ceil(total / 8) });
    expect(page1.data).toHaveLength(8);
    expect(page1.data[0].Description).toBe('Paged 8');
    const last = (await nwAdmin.get(`/api/Inquiry?pageSize=8&currentPage=${Math.ceil(total / 8)}`).expect(200)).body;
    expect(last.data).toHaveLength(total - 8 * (Math.ceil(total / 8) - 1));
    const all = (await nwAdmin.get('/api/Inquiry?pageSize=-1').expect(200)).body;
    expect(all).toMatchObject({ currentPage: 1, pageSize: -1, totalItem: total, totalPage: 1 });
    expect(all.data.every((i: { Description: string }) => !i.Description.startsWith('Contoso'))).toBe(true);

    const admin = (await operator.get('/api/Inquiry/Admin?pageSize=-1').expect(200)).body;
    expect(admin.totalItem).toBeGreaterThan(total);
    expect(new Set(admin.data.map((i: { CustomerName: string }) => i.CustomerName))).toEqual(
      new Set(['Northwind Traders', 'Contoso Ltd', ...DEMO_PEER_NAMES]),
    );

    // The seeded finished inquiry is published; the collecting one is at 30 + 60 × 1 ÷ 3 = 50.
    const seeded = Object.fromEntries(
      all.data.map((i: { Description: string; Progress: number; Status: string }) => [
        i.Description,
        [i.Progress, i.Status],
      ]),
    );
    expect(seeded['Annual organisational health check 2026']).toEqual([100, 'Published']);
    expect(seeded['Digital readiness baseline']).toEqual([50, 'Open']);
  });

  it("answers 404 for another customer's inquiry everywhere", async () => {
    const own = await createInquiry(nwAdmin, healthId, 'Private');
    await ctAdmin.get(`/api/Inquiry/${own.Id}`).expect(404);
    await ctAdmin.get(`/api/Inquiry/GetIntakeAnswers/${own.Id}`).expect(404);
    await ctAdmin
      .post(`/api/Inquiry/AddIntakeAnswer/${own.Id}`)
      .send({ IntakeAnswersDtos: await intakeAnswersFor(t, healthId) })
      .expect(404);
    await ctAdmin
      .put(`/api/Inquiry/AddParticipants/${own.Id}`)
      .send({ Participants: ['x@contoso.example'] })
      .expect(404);
    await ctAdmin.get(`/api/Inquiry/GetRespondents/${own.Id}`).expect(404);
    await ctAdmin.get('/api/Inquiry/999999').expect(404);
    const res = await operator.get(`/api/Inquiry/${own.Id}`).expect(200);
    expect(res.body.CustomerName).toBe('Northwind Traders');
  });

  it('stores intake answers only when every question is answered within its rules', async () => {
    const inq = await createInquiry(ctAdmin, healthId, 'Intake rules');
    const questions = await t.dataSource
      .getRepository(IntakeQuestion)
      .find({ where: { inquiryTypeId: healthId }, order: { id: 'ASC' } });
    const answers = await intakeAnswersFor(t, healthId);
    const url = `/api/Inquiry/AddIntakeAnswer/${inq.Id}`;

    const missing = await ctAdmin
      .post(url)
      .send({ IntakeAnswersDtos: answers.slice(1) })
      .expect(400);
    expect(missing.body.errorMessage).toEqual([`${questions[0].title}: This field is mandatory`]);
    await ctAdmin.post(url).send({}).expect(400);

    const text = questions.find((q) => q.type === 'Textbox')!;
    const long = answers.map((a) =>
      a.IntakeId === text.id ? { ...a, Answer: 'x'.repeat((text.maxLength ?? 200) + 1) } : a,
    );
    expect((await ctAdmin.post(url).send({ IntakeAnswersDtos: long }).expect(400)).body.errorMessage).toEqual([
      `${text.title}: Must be at most ${text.maxLength ?? 200} characters`,
    ]);

    const box = questions.find((q) => q.type === 'Checkbox');
    if (box) {
      const wrong = answers.map((a) => (a.IntakeId === box.id ? { ...a, Answer: 'maybe' } : a));
      expect((await ctAdmin.post(url).send({ IntakeAnswersDtos: wrong }).expect(400)).body.errorMessage).toEqual([
        `${box.title}: The answer must be yes or no`,
      ]);
    }
    const foreign = await t.dataSource
      .getRepository(IntakeQuestion)
      .findOneByOrFail({ inquiryTypeId: (await typeByName(t, 'Digital Transformation Readiness')).id });
    const extra = await ctAdmin
      .post(url)
      .send({ IntakeAnswersDtos: [...answers, { IntakeId: foreign.id, Answer: 'x' }] })
      .expect(400);
    expect(extra.body.errorMessage[0]).toMatch(/is not an intake question of this inquiry/);
    expect((await ctAdmin.get(`/api/Inquiry/${inq.Id}`)).body.Progress).toBe(10);

    const ok = await ctAdmin.post(url).send({ IntakeAnswersDtos: answers }).expect(200);
    expect(ok.body.Id).toBe(inq.Id);
    expect(ok.body.IntakeAnswers).toHaveLength(questions.length);
    expect(ok.body.IntakeAnswers[0]).toEqual(
      expect.objectContaining({
        Id: expect.any(Number),
        Question: questions[0].title,
        QuestionType: questions[0].type,
      }),
    );
    const read = (await ctAdmin.get(`/api/Inquiry/GetIntakeAnswers/${inq.Id}`).expect(200)).body;
    expect(read.data.map((a: { Answer: string }) => a.Answer)).toEqual(answers.map((a) => a.Answer));
    // Sent again before respondents: replaced; after respondents: 409.
    await ctAdmin.post(url).send({ IntakeAnswersDtos: answers }).expect(200);
    await addParticipants(ctAdmin, inq.Id, [DEMO.contosoStaff]).expect(200);
    await ctAdmin.post(url).send({ IntakeAnswersDtos: answers }).expect(409);
  });

  it("stores two organisations' intake answers sent at once, both whole (their replacements must not deadlock on MariaDB)", async () => {
    const answers = await intakeAnswersFor(t, healthId);
    for (let attempt = 0; attempt < 6; attempt++) {
      const inquiries = [
        await createInquiry(nwAdmin, healthId, `Intake at once ${attempt}`),
        await createInquiry(ctAdmin, healthId, `Intake at once ${attempt}`),
      ];
      const sent = await Promise.all(
        [nwAdmin, ctAdmin].map((as, n) =>
          as.post(`/api/Inquiry/AddIntakeAnswer/${inquiries[n].Id}`).send({ IntakeAnswersDtos: answers }),
        ),
      );
      expect(sent.map((r) => r.status)).toEqual([200, 200]);
      for (const { Id } of inquiries)
        expect(await t.dataSource.getRepository(IntakeAnswer).countBy({ inquiryId: Id })).toBe(answers.length);
    }
  });
});

describe("Inquiries: another customer's ids", () => {
  let t: TestApp;
  let api: Personas;
  beforeAll(async () => {
    t = await createTestApp();
    api = await personas(t);
  });
  afterAll(() => t.close());

  it("answer 404 on every call the role admits, for the other customer's admin and users", async () => {
    const target = await t.dataSource
      .getRepository(Inquiry)
      .findOneByOrFail({ description: 'Digital readiness baseline' });
    const owner = await t.users.findOneByOrFail({ email: DEMO.northwindStaff });
    const calls = (as: Client, userId: number) => {
      const form = () =>
        as
          .post('/api/SurveyAnswer/AddSurveyAnswers')
          .field('Status', 'saveasdraft')
          .field('SurveyAnswerDtos[0].DiagnosticId', '1')
          .field('SurveyAnswerDtos[0].InquiryId', String(target.id))
          .field('SurveyAnswerDtos[0].CustomerUserId', String(userId));
      return {
        admin: [
          as.get(`/api/Inquiry/${target.id}`),
          as.post(`/api/Inquiry/RecreateInquiry/${target.id}`).send({ Description: 'copy' }),
          as.get(`/api/Inquiry/GetIntakeAnswers/${target.id}`),
          as.post(`/api/Inquiry/AddIntakeAnswer/${target.id}`).send({ IntakeAnswersDtos: [] }),
          as.put(`/api/Inquiry/AddParticipants/${target.id}`).send({ Participants: ['x@contoso.example'] }),
          as.get(`/api/Inquiry/GetRespondents/${target.id}`),
        ],
        any: [
          as.get(`/api/Inquiry/UserDocuments/${target.id}/${owner.id}`),
          as.get(`/api/SurveyAnswer/${target.inquiryTypeId}/${target.id}/SurveyFormQuestions`),
          form(),
          as
            .post('/api/SurveyAnswer/DocumentValidate')
            .send({ DocumentName: 'a.pdf', InquiryId: target.id, DiagnosticId: 1 }),
          as.get(`/api/SurveyAnswer/${target.id}/ViewSurveyAnswers/${owner.id}`),
          as.get(`/api/SurveyAnswer/${target.id}/ViewOpenEndedSurveyAnswers/${owner.id}`),
        ],
      };
    };
    const ctAdmin = await t.users.findOneByOrFail({ email: DEMO.contosoAdmin });
    const ctStaff = await t.users.findOneByOrFail({ email: DEMO.contosoStaff });
    const asAdmin = calls(api.as('contosoAdmin'), ctAdmin.id);
    for (const call of [...asAdmin.admin, ...asAdmin.any]) expect((await call).status).toBe(404);
    const asStaff = calls(api.as('contosoStaff'), ctStaff.id);
    for (const call of asStaff.any) expect((await call).status).toBe(404);
    // Calls the staff role is not admitted to are refused by role first (403), revealing nothing either.
    for (const call of asStaff.admin) expect((await call).status).toBe(403);
    // The owner's own admin reaches the same inquiry.
    await api.as('northwindAdmin').get(`/api/Inquiry/${target.id}`).expect(200);
  });
});
