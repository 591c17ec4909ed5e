import { IsNull } from 'typeorm';
import { CustomQuestion } from '../src/custom-questions/custom-question.entity';
import { Customer } from '../src/customers/customer.entity';
import { Inquiry } from '../src/inquiries/inquiry.entity';
import { personas, Personas } from './support/personas';
import { createInquiry, typeByName } from './support/survey-fixtures';
import { createTestApp, DEMO, TestApp } from './support/test-app';

/**
 * No body can set what only the server decides: role, customer, admin flag, token version, account
 * state or a review status (sign-up has its own test of the same in signup.e2e-spec.ts).
 */
const PRIVILEGED = {
  role: 'SuperAdmin',
  Role: 'SuperAdmin',
  customerid: 999,
  customerId: 999,
  CustomerId: 999,
  IsAdmin: true,
  isAdmin: true,
  tokenVersion: 0,
  TokenVersion: 0,
  Active: false,
  isActive: false,
  IsVerified: false,
  Email: 'taken-over@evil.example',
  email: 'taken-over@evil.example',
  passwordHash: 'x',
  Status: 'Approved',
  status: 'Approved',
  Id: 1,
  id: 1,
};

describe('mass assignment', () => {
  let t: TestApp;
  let api: Personas;
  let contosoId: number;
  beforeAll(async () => {
    t = await createTestApp();
    api = await personas(t);
    contosoId = (await t.dataSource.getRepository(Customer).findOneByOrFail({ name: 'Contoso Ltd' })).id;
  });
  afterAll(() => t.close());

  it('own profile: only FirstName, LastName and Designation change', async () => {
    const before = await t.users.findOneByOrFail({ email: DEMO.northwindStaff });
    const me = api.as('northwindStaff');
    await me
      .put(`/api/CustomerUser/Profile/${before.id}`)
      .send({ ...PRIVILEGED, FirstName: 'Alice', LastName: 'Morgan', Designation: 'Lead' })
      .expect(200);
    const after = await t.users.findOneByOrFail({ id: before.id });
    expect(after).toMatchObject({
      ...before,
      firstName: 'Alice',
      lastName: 'Morgan',
      designation: 'Lead',
      updatedAt: expect.anything(),
    });
    // The earlier token still works: the token version did not move, and the role claim in a new one is unchanged.
    await me.get(`/api/CustomerUser/Profile/${before.id}`).expect(200);
    await me.get('/api/Customer').expect(403);
  });

  it('customer user edit by the super admin: Email, IsAdmin, role, customer and token version stay', async () => {
    const op = api.as('operator');
    const before = await t.users.findOneByOrFail({ email: 'staff2@northwind.demo.test' });
    const { Active: _a, isActive: _b, IsVerified: _c, ...rest } = PRIVILEGED;
    await op
      .put(`/api/CustomerUser/${before.id}`)
      .send({ ...rest, FirstName: 'Ben', LastName: 'Stone' })
      .expect(200);
    const after = await t.users.findOneByOrFail({ id: before.id });
    expect(after).toMatchObject({
      email: before.email,
      role: before.role,
      customerId: before.customerId,
      isAdmin: before.isAdmin,
      tokenVersion: before.tokenVersion,
      passwordHash: before.passwordHash,
      firstName: 'Ben',
    });
  });

  it('customer edit: the name, industry and id are not editable', async () => {
    const op = api.as('operator');
    const before = await t.dataSource.getRepository(Customer).findOneByOrFail({ id: contosoId });
    await op
      .put(`/api/Customer/${contosoId}`)
      .send({
        ...PRIVILEGED,
        CustomerName: 'Renamed',
        Industry: 'Crime',
        Website: 'https://contoso.example',
        IsActive: true,
      })
      .expect(200);
    const after = await t.dataSource.getRepository(Customer).findOneByOrFail({ id: contosoId });
    expect(after).toMatchObject({ name: before.name, industry: before.industry, website: 'https://contoso.example' });
  });

  it('inquiries and custom questions: the tenant, the creator, the progress and the review status come from the server', async () => {
    const adminClient = api.as('northwindAdmin');
    const admin = await t.users.findOneByOrFail({ email: DEMO.northwindAdmin });
    const typeId = (await typeByName(t, 'Organisational Health Check')).id;
    const res = await adminClient
      .post('/api/Inquiry/CreateInquiry')
      .send({
        ...PRIVILEGED,
        CustomerId: contosoId,
        InquiryTypeId: typeId,
        Description: 'Mine',
        Progress: 100,
        CreatedByUserId: 1,
        ResultsUploadedAt: new Date().toISOString(),
        Status: 'Published',
      })
      .expect(200);
    const inquiry = await t.dataSource.getRepository(Inquiry).findOneByOrFail({ id: res.body.Id });
    expect(inquiry).toMatchObject({
      customerId: admin.customerId,
      createdByUserId: admin.id,
      resultsUploadedAt: null,
      intakeSubmittedAt: null,
    });
    expect((await adminClient.get(`/api/Inquiry/${inquiry.id}`).expect(200)).body).toMatchObject({
      Progress: 10,
      Status: 'Draft',
    });

    const draft = await createInquiry(adminClient, typeId, 'Custom questions');
    const question = {
      Area: 'Culture',
      Title: 'Team spirit',
      Type: 'Rating',
      Description: 'We help each other',
      RadioButtonOptions: ['1', '2', '3', '4', '5'],
    };
    const created = await adminClient
      .post(`/api/CustomQuestion/CreateCustomQuestion/InquiryId/${draft.Id}`)
      .send({ ...PRIVILEGED, ...question, InquiryId: 1, CustomerId: contosoId, CreatedByUserId: 1 })
      .expect(200);
    const stored = await t.dataSource.getRepository(CustomQuestion).findOneByOrFail({ id: created.body.Id });
    expect(stored).toMatchObject({
      inquiryId: draft.Id,
      customerId: admin.customerId,
      createdByUserId: admin.id,
      status: null,
    }); // null = Pending, awaiting review
    await adminClient
      .put(`/api/CustomQuestion/${stored.id}`)
      .send({ ...PRIVILEGED, ...question, Title: 'Edited' })
      .expect(200);
    expect(await t.dataSource.getRepository(CustomQuestion).findOneByOrFail({ id: stored.id })).toMatchObject({
      status: null,
      question: expect.objectContaining({ title: 'Edited' }),
      customerId: admin.customerId,
    });
    // Only the super admin's review sets a status; a customer admin cannot call it at all.
    await adminClient
      .put(`/api/CustomQuestion/ChangeStatusCustomQuestion/${stored.id}`)
      .send({ Status: 'Approved', Area: 'Culture' })
      .expect(403);
  });

  it('survey saves: only saveasdraft or completed, and only for the own form', async () => {
    const staff = await t.users
      .findOneByOrFail({ email: 'staff3@northwind.demo.test' })
      .catch(() => t.users.findOneByOrFail({ email: DEMO.northwindStaff }));
    const respondent = await api.asUser(staff.email);
    const inquiry = await t.dataSource
      .getRepository(Inquiry)
      .findOneOrFail({ where: { resultsUploadedAt: IsNull(), customerId: staff.customerId! }, order: { id: 'ASC' } });
    for (const Status of ['Approved', 'published', '', 'completed; DROP TABLE x']) {
      const res = await respondent
        .post('/api/SurveyAnswer/AddSurveyAnswers')
        .field('SurveyAnswerDtos[0].InquiryId', String(inquiry.id))
        .field('SurveyAnswerDtos[0].CustomerUserId', String(staff.id))
        .field('SurveyAnswerDtos[0].DiagnosticId', '1')
        .field('Status', Status);
      expect(res.status).toBe(400);
    }
    const other = await t.users.findOneByOrFail({ email: DEMO.northwindAdmin });
    await respondent
      .post('/api/SurveyAnswer/AddSurveyAnswers')
      .field('SurveyAnswerDtos[0].InquiryId', String(inquiry.id))
      .field('SurveyAnswerDtos[0].CustomerUserId', String(other.id))
      .field('SurveyAnswerDtos[0].DiagnosticId', '1')
      .field('Status', 'saveasdraft')
      .expect(403);
  });
});
