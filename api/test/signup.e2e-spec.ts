import { In } from 'typeorm';
import { Customer } from '../src/customers/customer.entity';
import { Respondent } from '../src/respondents/respondent.entity';
import { PendingRegistration } from '../src/signup/pending-registration.entity';
import { Client, personas, Personas } from './support/personas';
import { freePort, invitationLinkIn, signupConfirmationIn, SmtpSink } from './support/smtp-sink';
import { addParticipants, createInquiry, submitIntake, typeByName } from './support/survey-fixtures';
import { createTestApp, DEMO, TestApp } from './support/test-app';

const decode = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
const PASSWORD = 'Fabrikam#Start2026';

const newOrganisation = (over: Record<string, unknown> = {}) => ({
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
  ...over,
});

describe('sign-up: GET /api/Customer/CustomerByName/{name}, POST /api/Customer/CustomerAdminsignup, POST /api/Customer/ConfirmSignup', () => {
  let t: TestApp;
  let sink: SmtpSink;
  let northwind: Customer;
  let contoso: Customer;

  beforeAll(async () => {
    sink = new SmtpSink(await freePort());
    await sink.start();
    t = await createTestApp({ env: { SMTP_URL: sink.url, MAIL_POLL_INTERVAL_MS: '50' } });
    const customers = t.dataSource.getRepository(Customer);
    northwind = await customers.findOneByOrFail({ name: 'Northwind Traders' });
    contoso = await customers.findOneByOrFail({ name: 'Contoso Ltd' });
  });
  afterAll(async () => {
    await t.close();
    await sink.stop();
  });

  const signup = (body: object) => t.http().post('/api/Customer/CustomerAdminsignup').send(body);
  /** Follows the link of the newest confirmation mail the address received. */
  const confirmFromMail = async (email: string) => {
    const { token } = signupConfirmationIn(await sink.waitFor(email));
    return t.http().post('/api/Customer/ConfirmSignup').send({ Token: token }).expect(200);
  };
  const login = (username: string, password: string) => t.http().post('/api/auth/login').send({ username, password });
  const counts = async () => ({
    customers: await t.dataSource.getRepository(Customer).count(),
    users: await t.users.count(),
  });

  describe('CustomerByName', () => {
    it('answers the lookup fields of an organisation, without a token, case-insensitively', async () => {
      const res = await t.http().get('/api/Customer/CustomerByName/northwind%20TRADERS').expect(200);
      expect(res.body).toEqual({
        CustomerId: northwind.id,
        CustomerName: 'Northwind Traders',
        Industry: northwind.industry,
        Address: northwind.address,
        Country: northwind.country,
        State: northwind.state,
        City: northwind.city,
        Website: northwind.website,
      });
    });

    it('answers 404 for an unknown or inactive organisation', async () => {
      const res = await t.http().get('/api/Customer/CustomerByName/Nobody%20Ltd').expect(404);
      expect(res.body).toEqual({ status: 404, title: 'Not Found', errorMessage: ['Organisation not found'] });
      await t.dataSource.getRepository(Customer).update(contoso.id, { isActive: false });
      await t.http().get('/api/Customer/CustomerByName/Contoso%20Ltd').expect(404);
      await t.dataSource.getRepository(Customer).update(contoso.id, { isActive: true });
      await t.http().get('/api/Customer/CustomerByName/Contoso%20Ltd').expect(200);
    });
  });

  describe('a new organisation', () => {
    it('mails a confirmation link; the link creates the customer and its verified customer admin, who must complete the profile on first login', async () => {
      const before = await counts();
      const res = await signup(newOrganisation()).expect(200);
      // Id and CustomerId are 0: a registered address gets this same answer (see security-signup-abuse).
      expect(res.body).toEqual({
        CustomerId: 0,
        CustomerName: 'Fabrikam Inc.',
        Industry: 'Manufacturing',
        Address: '1 Harbour Street',
        Country: 'United Kingdom',
        State: 'England',
        City: 'Bristol',
        Website: 'https://fabrikam.example',
        Id: 0,
        FirstName: 'Jane',
        LastName: 'Doe',
        Email: 'jane.doe@fabrikam.example',
        Designation: 'Head of Strategy',
        Role: 'CustomerAdmin',
        IsAdmin: true,
        Active: true,
      });
      // Nothing exists before the address is confirmed (security-signup-confirmation covers the attack).
      expect(await counts()).toEqual(before);
      const confirmed = await confirmFromMail('jane.doe@fabrikam.example');
      const user = await t.users.findOneByOrFail({ email: 'jane.doe@fabrikam.example' });
      expect(confirmed.body).toEqual({ CustomerId: user.customerId, Email: 'jane.doe@fabrikam.example' });
      expect(user).toMatchObject({
        role: 'CustomerAdmin',
        isAdmin: true,
        isActive: true,
        isVerified: true,
        firstTimeLogin: true,
      });
      expect(user.passwordHash).toMatch(/^\$argon2id\$/);
      const customer = await t.dataSource.getRepository(Customer).findOneByOrFail({ id: user.customerId! });
      expect(customer).toMatchObject({ name: 'Fabrikam Inc.', isActive: true, yearsInBusiness: null });

      const session = await login('Jane.Doe@Fabrikam.example', PASSWORD).expect(200);
      expect(session.body.FirstTimeLogin).toBe(true);
      expect(decode(session.body.token)).toMatchObject({
        role: 'CustomerAdmin',
        customerid: user.customerId,
        userid: user.id,
        firstname: 'Jane',
      });
    });

    it('takes the role, the admin flag, the customer and the account state from nowhere but the server', async () => {
      const res = await signup(
        newOrganisation({
          CustomerName: 'Tailspin Toys',
          Email: 'owner@tailspin.example',
          role: 'SuperAdmin',
          Role: 'SuperAdmin',
          IsAdmin: false,
          customerId: northwind.id,
          CustomerID: northwind.id,
          isActive: false,
          Active: false,
          IsActive: false,
          status: 'inactive',
          firstTimeLogin: false,
          FirstTimeLogin: false,
          tokenVersion: 7,
          passwordHash: 'x',
          YearsInBusiness: '99',
        }),
      ).expect(200);
      await confirmFromMail('owner@tailspin.example');
      const user = await t.users.findOneByOrFail({ email: 'owner@tailspin.example' });
      expect(user).toMatchObject({
        role: 'CustomerAdmin',
        isAdmin: true,
        isActive: true,
        firstTimeLogin: true,
        tokenVersion: 0,
      });
      expect(res.body).toMatchObject({ Role: 'CustomerAdmin', IsAdmin: true, Active: true });
      expect(user.customerId).not.toBe(northwind.id);
      const customer = await t.dataSource.getRepository(Customer).findOneByOrFail({ id: user.customerId! });
      expect(customer).toMatchObject({ isActive: true, yearsInBusiness: null });
    });

    it('answers every problem at once, one line per field, and stores nothing', async () => {
      const before = await counts();
      const empty = await signup({}).expect(400);
      expect(empty.body).toEqual({
        status: 400,
        title: 'Validation failed',
        errorMessage: [
          'CustomerName: This field is mandatory',
          'Industry: This field is mandatory',
          'Country: This field is mandatory',
          'State: This field is mandatory',
          'City: This field is mandatory',
          'Website: This field is mandatory',
          'FirstName: This field is mandatory',
          'LastName: This field is mandatory',
          'Email: This field is mandatory',
          'Password: This field is mandatory',
          'ConfirmPassword: This field is mandatory',
        ],
      });
      const bad = await signup(
        newOrganisation({
          CustomerName: '   ',
          Website: 'not a website',
          Email: 'jane@',
          Password: 'weakpass',
          ConfirmPassword: 'weakpass',
          FirstName: 'x'.repeat(201),
        }),
      ).expect(400);
      expect(bad.body.errorMessage).toEqual([
        'CustomerName: This field is mandatory',
        'Website: Please enter a valid URL',
        'FirstName: Must be at most 200 characters',
        'Email: Please enter a valid email',
        'Password: Password must have at least 8 characters, a number, 1 upper, 1 lower & 1 special character',
      ]);
      const mismatch = await signup(
        newOrganisation({
          CustomerName: 'Mismatch Co',
          Email: 'm@mismatch.example',
          ConfirmPassword: 'Other#Pass2026',
        }),
      ).expect(400);
      expect(mismatch.body.errorMessage).toEqual(['ConfirmPassword: Passwords do not match']);
      const common = await signup(
        newOrganisation({
          CustomerName: 'Common Co',
          Email: 'c@common.example',
          Password: 'Password1!',
          ConfirmPassword: 'Password1!',
        }),
      ).expect(400);
      expect(common.body.errorMessage).toEqual(['Password: This password is too common. Please choose another']);
      for (const Website of ['ftp://files.example', 'javascript:alert(1)', 'http://localhost']) {
        const res = await signup(newOrganisation({ CustomerName: 'Url Co', Email: 'u@url.example', Website })).expect(
          400,
        );
        expect(res.body.errorMessage).toEqual(['Website: Please enter a valid URL']);
      }
      expect(await counts()).toEqual(before);
    });

    it('refuses a taken organisation name with a clear line (409), case-insensitively; a registered email creates nothing', async () => {
      const before = await counts();
      // A registered email is answered like a new one (no account enumeration), but nothing is created.
      await signup(newOrganisation({ CustomerName: 'Brand New Org', Email: DEMO.northwindAdmin.toUpperCase() })).expect(
        200,
      );
      expect(await t.dataSource.getRepository(Customer).countBy({ name: 'Brand New Org' })).toBe(0);
      const org = await signup(
        newOrganisation({ CustomerName: 'NORTHWIND traders', Email: 'someone@new.example' }),
      ).expect(409);
      expect(org.body).toEqual({
        status: 409,
        title: 'Sign up failed',
        errorMessage: ['CustomerName: An organisation with this name already exists'],
      });
      // A deleted organisation keeps its name.
      await t.dataSource.getRepository(Customer).softDelete(contoso.id);
      await signup(newOrganisation({ CustomerName: 'Contoso Ltd', Email: 'someone@new.example' })).expect(409);
      await t.dataSource.getRepository(Customer).restore(contoso.id);
      expect(await counts()).toEqual(before);
    });

    it('stores two organisations signing up at once, both pending (their replacements must not deadlock on MariaDB)', async () => {
      for (let attempt = 0; attempt < 8; attempt++) {
        // No sign-up pending, the usual state: the deletes' scans then lock only the gap the two inserts go into (rows
        // would make the scans wait for each other instead).
        await t.dataSource.getRepository(PendingRegistration).clear();
        const emails = [`at-once-${attempt}-a@fabrikam.example`, `at-once-${attempt}-b@fabrikam.example`];
        const answers = await Promise.all(
          emails.map((Email, n) => signup(newOrganisation({ CustomerName: `At Once ${attempt}-${n}`, Email }))),
        );
        expect(answers.map((r) => r.status)).toEqual([200, 200]);
        expect(await t.dataSource.getRepository(PendingRegistration).countBy({ email: In(emails) })).toBe(2);
      }
    });
  });
});

describe('staff sign-up: POST /api/Customer/CustomerAdminsignup with CustomerId and the invitation secret', () => {
  let t: TestApp;
  let api: Personas;
  let sink: SmtpSink;
  let northwind: Customer;
  let typeId: number;
  const REFUSED = [
    'This invitation link is not valid or has expired. Please ask your organisation’s administrator to invite you again.',
  ];

  beforeAll(async () => {
    sink = new SmtpSink(await freePort());
    await sink.start();
    t = await createTestApp({ env: { SMTP_URL: sink.url, MAIL_POLL_INTERVAL_MS: '50' } });
    api = await personas(t);
    const customers = t.dataSource.getRepository(Customer);
    northwind = await customers.findOneByOrFail({ name: 'Northwind Traders' });
    typeId = (await typeByName(t, 'Organisational Health Check')).id;
  });
  afterAll(async () => {
    await t.close();
    await sink.stop();
  });

  const signup = (body: object) => t.http().post('/api/Customer/CustomerAdminsignup').send(body);
  const login = (username: string, password: string) => t.http().post('/api/auth/login').send({ username, password });
  const counts = async () => ({
    customers: await t.dataSource.getRepository(Customer).count(),
    users: await t.users.count(),
  });
  const staff = (over: Record<string, unknown> = {}) => ({
    CustomerId: northwind.id,
    CustomerName: 'Northwind Traders',
    isAdmin: true,
    FirstName: 'Sam',
    LastName: 'Invited',
    Email: 'sam.invited@northwind.example',
    Password: PASSWORD,
    ConfirmPassword: PASSWORD,
    ...over,
  });
  /** Invites the email through AddParticipants (a new inquiry of that organisation) and answers the secret of the mail received. */
  const invite = async (admin: 'northwindAdmin' | 'contosoAdmin', email: string) => {
    const as = api.as(admin);
    const inquiry = await createInquiry(as, typeId, `Staff survey for ${email}`);
    await submitIntake(t, as, inquiry.Id, typeId);
    const before = sink.to(email).length;
    await addParticipants(as, inquiry.Id, [email]).expect(200);
    return invitationLinkIn(await sink.waitFor(email, before + 1)).key;
  };

  it('refuses an email without the secret of a pending invitation from that organisation (403), and unknown organisations alike', async () => {
    const before = await counts();
    const res = await signup(staff()).expect(403);
    expect(res.body).toEqual({ status: 403, title: 'Sign up failed', errorMessage: REFUSED });
    await signup(staff({ CustomerId: 999999 })).expect(403);
    // Invited by Contoso is not invited by Northwind, even with Contoso's secret.
    const key = await invite('contosoAdmin', 'sam.invited@northwind.example');
    expect((await signup(staff({ InvitationKey: key })).expect(403)).body.errorMessage).toEqual(REFUSED);
    expect(await counts()).toEqual(before);
  });

  it('admits an invited email with the newest mailed secret as a customer user of that organisation and links every pending invitation', async () => {
    const first = await invite('northwindAdmin', 'lee.invited@northwind.example');
    const newest = await invite('northwindAdmin', 'lee.invited@northwind.example');
    expect(
      (await signup(staff({ Email: 'lee.invited@northwind.example', InvitationKey: first })).expect(403)).body
        .errorMessage,
    ).toEqual(REFUSED);
    const res = await signup(
      staff({
        Email: 'Lee.Invited@northwind.example',
        InvitationKey: newest,
        FirstName: 'Lee',
        role: 'CustomerAdmin',
        IsAdmin: true,
      }),
    ).expect(200);
    expect(res.body).toMatchObject({
      CustomerId: northwind.id,
      CustomerName: 'Northwind Traders',
      Role: 'CustomerUser',
      IsAdmin: false,
      Email: 'lee.invited@northwind.example',
    });
    const user = await t.users.findOneByOrFail({ email: 'lee.invited@northwind.example' });
    expect(user).toMatchObject({
      role: 'CustomerUser',
      isAdmin: false,
      firstTimeLogin: false,
      customerId: northwind.id,
      isActive: true,
    });
    const rows = await t.dataSource.getRepository(Respondent).findBy({ email: 'lee.invited@northwind.example' });
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.userId === user.id)).toBe(true);
    // The organisation is not changed by the staff sign-up's fields.
    expect(await t.dataSource.getRepository(Customer).findOneByOrFail({ id: northwind.id })).toMatchObject({
      name: 'Northwind Traders',
      industry: northwind.industry,
    });

    const session = await login('lee.invited@northwind.example', PASSWORD).expect(200);
    expect(session.body.FirstTimeLogin).toBe(false);
    expect(decode(session.body.token)).toMatchObject({ role: 'CustomerUser', customerid: northwind.id });
    // The invitation is used up.
    await signup(staff({ Email: 'lee.invited@northwind.example', InvitationKey: newest })).expect(403);
  });

  it("signs the invited person in and names the invitation's inquiry; a sign-up without the secret gets no token", async () => {
    const as = api.as('northwindAdmin');
    const inquiry = await createInquiry(as, typeId, 'Staff survey for Ana');
    await submitIntake(t, as, inquiry.Id, typeId);
    const before = sink.to('ana.invited@northwind.example').length;
    await addParticipants(as, inquiry.Id, ['ana.invited@northwind.example']).expect(200);
    const key = invitationLinkIn(await sink.waitFor('ana.invited@northwind.example', before + 1)).key;

    const refused = await signup(staff({ Email: 'ana.invited@northwind.example' })).expect(403);
    expect(refused.body.Token).toBeUndefined();
    const res = await signup(staff({ Email: 'ana.invited@northwind.example', InvitationKey: key })).expect(200);
    expect(res.body).toMatchObject({ InquiryId: inquiry.Id, InquiryTypeId: typeId, Role: 'CustomerUser' });
    expect(decode(res.body.Token)).toMatchObject({
      role: 'CustomerUser',
      customerid: northwind.id,
      email: 'ana.invited@northwind.example',
      userid: res.body.Id,
    });
    // The token opens that inquiry's form at once: no second login.
    const form = await t
      .http()
      .get(`/api/SurveyAnswer/${typeId}/${inquiry.Id}/SurveyFormQuestions`)
      .set('Authorization', `Bearer ${res.body.Token}`)
      .expect(200);
    expect(form.body.Status).toBe('pending');
    // A new organisation's sign-up is not signed in: its address is not proven yet.
    const fresh = await signup(newOrganisation({ CustomerName: 'Ana Org', Email: 'ana@ana-org.example' })).expect(200);
    expect(fresh.body.Token).toBeUndefined();
    expect(fresh.body.InquiryId).toBeUndefined();
  });

  it('does not need the organisation fields, and refuses an inactive organisation', async () => {
    const key = await invite('northwindAdmin', 'kim.invited@northwind.example');
    const kim = {
      CustomerId: northwind.id,
      FirstName: 'Kim',
      LastName: 'K',
      Email: 'kim.invited@northwind.example',
      Password: PASSWORD,
      ConfirmPassword: PASSWORD,
      InvitationKey: key,
    };
    await t.dataSource.getRepository(Customer).update(northwind.id, { isActive: false });
    await signup(kim).expect(403);
    await t.dataSource.getRepository(Customer).update(northwind.id, { isActive: true });
    await signup({ ...kim, CustomerId: String(northwind.id) }).expect(200);
    const bad = await signup({ ...kim, CustomerId: 'abc', Email: 'kim2@northwind.example' }).expect(400);
    expect(bad.body.errorMessage).toEqual(['CustomerId: This field only contain number']);
  });
});

describe('first login: PUT /api/Customer/{customerId}/User/{userId}/CustomerProfileComplete', () => {
  let t: TestApp;
  let api: Personas;
  let contoso: Customer;
  let contosoAdminId: number;

  const profile = (over: Record<string, unknown> = {}) => ({
    YearsInBusiness: '12',
    duration: 'years',
    ProfitOrNOn: 'Profit',
    OwnerShipStructure: 'Private',
    AnnualRevenue: '2500000',
    AverageFTE: 42.5,
    NumberOfLocations: 3,
    HeadquarterAddress: '1 Main Road, Seattle',
    IsActive: true,
    ...over,
  });

  beforeAll(async () => {
    t = await createTestApp({ env: { MAIL_POLL_INTERVAL_MS: '0' } });
    api = await personas(t);
    contoso = await t.dataSource.getRepository(Customer).findOneByOrFail({ name: 'Contoso Ltd' });
    contosoAdminId = (await t.users.findOneByOrFail({ email: DEMO.contosoAdmin })).id;
  });
  afterAll(() => t.close());

  const put = (as: Client, customerId: number, userId: number, body: object) =>
    as.put(`/api/Customer/${customerId}/User/${userId}/CustomerProfileComplete`).send(body);

  it('is only for the organisation’s own admin: 401 without token, 403 for other roles and users, 404 for another organisation', async () => {
    await put(api.anonymous(), contoso.id, contosoAdminId, profile()).expect(401);
    await put(api.as('contosoStaff'), contoso.id, contosoAdminId, profile()).expect(403);
    await put(api.as('operator'), contoso.id, contosoAdminId, profile()).expect(403);
    const other = await put(api.as('northwindAdmin'), contoso.id, contosoAdminId, profile()).expect(404);
    expect(other.body).toEqual({ status: 404, title: 'Not Found', errorMessage: ['Customer not found'] });
    const staffId = (await t.users.findOneByOrFail({ email: DEMO.contosoStaff })).id;
    await put(api.as('contosoAdmin'), contoso.id, staffId, profile()).expect(403);
    expect(await t.dataSource.getRepository(Customer).findOneByOrFail({ id: contoso.id })).toMatchObject({
      yearsInBusiness: null,
    });
  });

  it('validates with the spec wording: required fields, digits only, duration unit', async () => {
    const admin = api.as('contosoAdmin');
    const empty = await put(admin, contoso.id, contosoAdminId, {}).expect(400);
    expect(empty.body.errorMessage).toEqual([
      'YearsInBusiness: This field is mandatory',
      'duration: This field is mandatory',
      'ProfitOrNOn: This field is mandatory',
      'OwnerShipStructure: This field is mandatory',
      'AnnualRevenue: This field is mandatory',
      'AverageFTE: This field is mandatory',
      'NumberOfLocations: This field is mandatory',
      'HeadquarterAddress: This field is mandatory',
    ]);
    const bad = await put(
      admin,
      contoso.id,
      contosoAdminId,
      profile({
        YearsInBusiness: '12 years',
        AnnualRevenue: '2.5',
        AverageFTE: 'many',
        NumberOfLocations: -1,
        duration: 'weeks',
      }),
    ).expect(400);
    expect(bad.body.errorMessage).toEqual([
      'YearsInBusiness: This field only contain number',
      'duration: Must be one of years, months, days',
      'AnnualRevenue: This field only contain number',
      'AverageFTE: This field only contain number',
      'NumberOfLocations: This field only contain number',
    ]);
    expect((await t.users.findOneByOrFail({ id: contosoAdminId })).firstTimeLogin).toBe(true);
  });

  it('stores the profile on the customer, clears FirstTimeLogin, and cannot deactivate the organisation', async () => {
    const res = await put(
      api.as('contosoAdmin'),
      contoso.id,
      contosoAdminId,
      profile({ IsActive: false, duration: 'Months' }),
    ).expect(200);
    expect(res.body).toMatchObject({
      CustomerId: contoso.id,
      CustomerName: 'Contoso Ltd',
      YearsInBusiness: '12',
      Duration: 'months',
      ProfitOrNon: 'Profit',
      OwnershipStructure: 'Private',
      AnnualRevenue: '2500000',
      AverageFTE: '42.5',
      NumberOfLocations: '3',
      HeadquarterAddress: '1 Main Road, Seattle',
      IsActive: true,
    });
    expect((await t.users.findOneByOrFail({ id: contosoAdminId })).firstTimeLogin).toBe(false);
    const session = await api
      .anonymous()
      .post('/api/auth/login')
      .send({ username: DEMO.contosoAdmin, password: DEMO.password })
      .expect(200);
    expect(session.body.FirstTimeLogin).toBe(false);
    // Done once; later changes are the super admin's.
    const again = await put(
      api.as('contosoAdmin'),
      contoso.id,
      contosoAdminId,
      profile({ YearsInBusiness: '1' }),
    ).expect(409);
    expect(again.body.errorMessage).toEqual(['The company profile is already complete']);
    expect(await t.dataSource.getRepository(Customer).findOneByOrFail({ id: contoso.id })).toMatchObject({
      yearsInBusiness: '12',
      isActive: true,
    });
  });
});
