import { codeIn, freePort, signupConfirmationIn, SmtpSink } from './support/smtp-sink';
import { client, personas, Personas } from './support/personas';
import { createTestApp, DEMO, TestApp } from './support/test-app';

describe('Manage Profile: GET/PUT /api/CustomerUser/Profile/{userId}', () => {
  let t: TestApp;
  let api: Personas;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp({ env: { MAIL_POLL_INTERVAL_MS: '0' } });
    api = await personas(t);
    for (const email of [
      DEMO.northwindAdmin,
      DEMO.northwindStaff,
      'staff2@northwind.demo.test',
      DEMO.contosoStaff,
      DEMO.operator,
    ]) {
      ids[email] = (await t.users.findOneByOrFail({ email })).id;
    }
  });
  afterAll(() => t.close());

  const caller = async (email: string | undefined) => (email ? api.asUser(email) : api.anonymous());
  const get = async (as: string | undefined, userId: number, status: number) =>
    (await caller(as)).get(`/api/CustomerUser/Profile/${userId}`).expect(status);
  const put = async (as: string | undefined, userId: number, body: object, status: number) =>
    (await caller(as)).put(`/api/CustomerUser/Profile/${userId}`).send(body).expect(status);

  it('answers the own profile of a customer admin and of a customer user', async () => {
    const admin = await get(DEMO.northwindAdmin, ids[DEMO.northwindAdmin], 200);
    const user = await t.users.findOneByOrFail({ id: ids[DEMO.northwindAdmin] });
    expect(admin.body).toEqual({
      Id: user.id,
      CustomerName: 'Northwind Traders',
      FirstName: user.firstName,
      LastName: user.lastName,
      Email: DEMO.northwindAdmin,
      Designation: user.designation,
      IsAdmin: true,
      Active: true,
      Language: null,
      ContributesToBenchmarks: true,
    });
    const staff = await get(DEMO.contosoStaff, ids[DEMO.contosoStaff], 200);
    expect(staff.body).toMatchObject({
      CustomerName: 'Contoso Ltd',
      Email: DEMO.contosoStaff,
      IsAdmin: false,
      Active: true,
    });
  });

  it('is only for oneself: 401 without token, 403 for the super admin and for a colleague, 404 across organisations', async () => {
    const staff = ids[DEMO.northwindStaff];
    await get(undefined, staff, 401);
    await put(undefined, staff, { FirstName: 'A', LastName: 'B' }, 401);
    await get(DEMO.operator, staff, 403);
    await get(DEMO.operator, ids[DEMO.operator], 403);
    await put(DEMO.operator, ids[DEMO.operator], { FirstName: 'A', LastName: 'B' }, 403);
    const colleague = await get(DEMO.northwindAdmin, staff, 403);
    expect(colleague.body.errorMessage).toEqual(['You can only view and edit your own profile']);
    await get('staff2@northwind.demo.test', staff, 403);
    await put(DEMO.northwindAdmin, staff, { FirstName: 'A', LastName: 'B' }, 403);
    const other = await get(DEMO.contosoStaff, staff, 404);
    expect(other.body).toEqual({ status: 404, title: 'Not Found', errorMessage: ['Profile not found'] });
    await put(DEMO.contosoStaff, staff, { FirstName: 'A', LastName: 'B' }, 404);
    await get(DEMO.northwindStaff, 999999, 404);
    expect((await t.users.findOneByOrFail({ id: staff })).firstName).not.toBe('A');
  });

  it('changes FirstName, LastName and Designation only; CustomerName, Email, IsAdmin and the rest never change', async () => {
    const id = ids[DEMO.northwindStaff];
    const res = await put(
      DEMO.northwindStaff,
      id,
      {
        FirstName: '  Robin ',
        LastName: 'Example',
        Designation: 'Data analyst',
        CustomerName: 'Hijacked Ltd',
        Email: 'robin@evil.example',
        IsAdmin: true,
        isAdmin: true,
        Active: false,
        role: 'SuperAdmin',
        customerId: 999,
        CustomerId: 999,
      },
      200,
    );
    expect(res.body).toEqual({
      Id: id,
      CustomerName: 'Northwind Traders',
      FirstName: 'Robin',
      LastName: 'Example',
      Email: DEMO.northwindStaff,
      Designation: 'Data analyst',
      IsAdmin: false,
      Active: true,
      Language: null,
      ContributesToBenchmarks: true,
    });
    const stored = await t.users.findOneOrFail({ where: { id }, relations: { customer: true } });
    expect(stored).toMatchObject({
      email: DEMO.northwindStaff,
      isAdmin: false,
      isActive: true,
      role: 'CustomerUser',
      firstName: 'Robin',
    });
    expect(stored.customer?.name).toBe('Northwind Traders');
    expect((await get(DEMO.northwindStaff, id, 200)).body).toEqual(res.body);
    // Designation is optional: leaving it out clears it.
    const cleared = await put(DEMO.northwindStaff, id, { FirstName: 'Robin', LastName: 'Example' }, 200);
    expect(cleared.body.Designation).toBe('');
  });

  it('keeps the chosen Language (en, fr, de, es); null follows the browser again, left out leaves it, others are refused', async () => {
    const id = ids[DEMO.northwindStaff];
    expect(
      (await put(DEMO.northwindStaff, id, { FirstName: 'Robin', LastName: 'Example', Language: 'de' }, 200)).body
        .Language,
    ).toBe('de');
    expect((await put(DEMO.northwindStaff, id, { FirstName: 'Robin', LastName: 'Example' }, 200)).body.Language).toBe(
      'de',
    );
    const refused = await put(
      DEMO.northwindStaff,
      id,
      { FirstName: 'Robin', LastName: 'Example', Language: 'pl' },
      400,
    );
    expect(refused.body.errorMessage).toEqual(['Language: Must be one of en, fr, de, es']);
    expect((await t.users.findOneByOrFail({ id })).language).toBe('de');
    expect(
      (await put(DEMO.northwindStaff, id, { FirstName: 'Robin', LastName: 'Example', Language: null }, 200)).body
        .Language,
    ).toBeNull();
  });

  it('requires FirstName and LastName, with the spec wording, and stores nothing then', async () => {
    const id = ids[DEMO.northwindAdmin];
    const before = await t.users.findOneByOrFail({ id });
    const res = await put(DEMO.northwindAdmin, id, { FirstName: ' ', Designation: 'x'.repeat(201) }, 400);
    expect(res.body).toEqual({
      status: 400,
      title: 'Validation failed',
      errorMessage: [
        'FirstName: This field is mandatory',
        'LastName: This field is mandatory',
        'Designation: Must be at most 200 characters',
      ],
    });
    expect(await t.users.findOneByOrFail({ id })).toMatchObject({
      firstName: before.firstName,
      designation: before.designation,
    });
    await get(DEMO.northwindAdmin, Number.NaN, 400);
  });
});

describe('journey: sign-up → first login → profile → logout → forgot password → mailed code → reset → login', () => {
  let t: TestApp;
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = new SmtpSink(await freePort());
    await sink.start();
    t = await createTestApp({ demo: false, env: { SMTP_URL: sink.url, MAIL_POLL_INTERVAL_MS: '50' } });
  });
  afterAll(async () => {
    await t.close();
    await sink.stop();
  });

  it('works end to end through the API', async () => {
    const email = 'founder@wingtip.example';
    const password = 'Wingtip#Start2026';
    await t
      .http()
      .post('/api/Customer/CustomerAdminsignup')
      .send({
        CustomerName: 'Wingtip Toys',
        Industry: 'Retail',
        Country: 'USA',
        State: 'WA',
        City: 'Redmond',
        Website: 'wingtip.example',
        FirstName: 'Avery',
        LastName: 'Founder',
        Email: email,
        Password: password,
        ConfirmPassword: password,
        isAdmin: true,
      })
      .expect(200);
    // The account exists once the mailed link is followed.
    const { token } = signupConfirmationIn(await sink.waitFor(email));
    await t.http().post('/api/Customer/ConfirmSignup').send({ Token: token }).expect(200);
    const first = await t.http().post('/api/auth/login').send({ username: email, password }).expect(200);
    expect(first.body.FirstTimeLogin).toBe(true);
    // The sign-up answer carries no ids (it is the same for a registered address): the token has them.
    const claims = JSON.parse(Buffer.from(first.body.token.split('.')[1], 'base64url').toString());
    const [CustomerId, Id] = [claims.customerid, claims.userid];
    const founder = client(t, first.body.token);
    await founder
      .put(`/api/Customer/${CustomerId}/User/${Id}/CustomerProfileComplete`)
      .send({
        YearsInBusiness: '3',
        duration: 'years',
        ProfitOrNOn: 'Profit',
        OwnerShipStructure: 'Family',
        AnnualRevenue: '900000',
        AverageFTE: '12',
        NumberOfLocations: '1',
        HeadquarterAddress: 'Redmond',
        IsActive: true,
      })
      .expect(200);

    const profile = await founder.get(`/api/CustomerUser/Profile/${Id}`).expect(200);
    expect(profile.body).toMatchObject({ CustomerName: 'Wingtip Toys', Email: email, IsAdmin: true, Active: true });
    await founder
      .put(`/api/CustomerUser/Profile/${Id}`)
      .send({ FirstName: 'Avery', LastName: 'Owner', Designation: 'CEO' })
      .expect(200);

    // Log out is client-side (localStorage cleared); then the password is forgotten.
    const forgot = await t.http().post('/api/auth/forgotpassword').send({ Email: email }).expect(200);
    // The second mail to the address: the first was the sign-up's confirmation link.
    const mail = await sink.waitFor(email, 2);
    expect(mail.text).toContain('Hello Avery,');
    const code = codeIn(mail);
    await t.http().post('/api/auth/verifyforgotpasswordtoken').send({ Email: email, Token: code }).expect(200);
    await t
      .http()
      .put(`/api/auth/resetpassword/${forgot.body.Id}`)
      .send({ Email: email, Password: 'Wingtip#Again2026', token: code })
      .expect(200);

    // The session of before the reset is over; the new password logs in, the profile is done.
    await founder.get(`/api/CustomerUser/Profile/${Id}`).expect(401);
    await t.http().post('/api/auth/login').send({ username: email, password }).expect(401);
    const again = await t
      .http()
      .post('/api/auth/login')
      .send({ username: email, password: 'Wingtip#Again2026' })
      .expect(200);
    expect(again.body.FirstTimeLogin).toBe(false);
    const after = await client(t, again.body.token).get(`/api/CustomerUser/Profile/${Id}`).expect(200);
    expect(after.body).toMatchObject({ FirstName: 'Avery', LastName: 'Owner', Designation: 'CEO' });
  });
});
