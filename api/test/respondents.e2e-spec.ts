import { Inquiry } from '../src/inquiries/inquiry.entity';
import { Respondent } from '../src/respondents/respondent.entity';
import { OutboundMail } from '../src/mail/outbound-mail.entity';
import { Client, personas, Personas } from './support/personas';
import { addParticipants, createInquiry, submitIntake, typeByName } from './support/survey-fixtures';
import { createTestApp, DEMO, TestApp } from './support/test-app';
import { rebuildInquiryStatistics } from '../src/database-tools/seeds/inquiry-statistics';

const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

describe('Respondents: AddParticipants, GetRespondents, Staff', () => {
  let t: TestApp;
  let api: Personas;
  let nwAdmin: Client;
  let ctAdmin: Client;
  let operator: Client;
  let ctStaff: Client;
  let typeId: number;
  beforeAll(async () => {
    t = await createTestApp();
    api = await personas(t);
    [nwAdmin, ctAdmin, operator, ctStaff] = [
      api.as('northwindAdmin'),
      api.as('contosoAdmin'),
      api.as('operator'),
      api.as('contosoStaff'),
    ];
    typeId = (await typeByName(t, 'Organisational Health Check')).id;
  });
  afterAll(() => t.close());

  const ready = async (admin = ctAdmin) => {
    const inq = await createInquiry(admin, typeId, 'Respondents');
    await submitIntake(t, admin, inq.Id, typeId);
    return inq.Id;
  };
  const respondents = (id: number) =>
    t.dataSource.getRepository(Respondent).find({ where: { inquiryId: id }, order: { id: 'ASC' } });
  const mailsTo = (to: string) => t.dataSource.getRepository(OutboundMail).countBy({ to });

  it('validates the payload with the spec wording', async () => {
    const id = await ready();
    const lines = async (body: object) =>
      (await ctAdmin.put(`/api/Inquiry/AddParticipants/${id}`).send(body).expect(400)).body.errorMessage;
    expect(await lines({ Participants: ['not-an-email'] })).toEqual(['Participants: Please enter a valid email']);
    expect(await lines({ Participants: [] })).toEqual(['Participants: This field is mandatory']);
    expect(await lines({})).toEqual(['Participants: This field is mandatory']);
    expect(await lines({ Participants: ['a@contoso.example'], ExpiryDate: day(-1) })).toEqual([
      'ExpiryDate: Please select a valid date',
    ]);
    expect(await lines({ Participants: ['a@contoso.example'], ExpiryDate: '2026-02-30' })).toEqual([
      'ExpiryDate: Please select a valid date',
    ]);
    expect(await lines({ Participants: ['a@contoso.example'], ExpiryDate: 'soon' })).toEqual([
      'ExpiryDate: Please select a valid date',
    ]);
    expect(await lines({ Participants: ['a@contoso.example'], NoOfParticipants: 0 })).toEqual([
      'NoOfParticipants: Please add a number.',
    ]);
    expect(await respondents(id)).toEqual([]);
  });

  it('refuses before the intake is submitted (409)', async () => {
    const inq = await createInquiry(ctAdmin, typeId, 'No intake yet');
    await addParticipants(ctAdmin, inq.Id, ['a@contoso.example']).expect(409);
  });

  it('adds users at once, invites new emails, adds the admin, and never duplicates', async () => {
    const id = await ready();
    const staff = await t.users.findOneByOrFail({ email: DEMO.contosoStaff });
    const res = await addParticipants(
      ctAdmin,
      id,
      [DEMO.contosoStaff, 'Fresh.One@Contoso.example', 'fresh.one@contoso.example'],
      { ExpiryDate: day(1) },
    ).expect(200);
    expect(res.body).toMatchObject({ Id: id, RespondentsAdded: true, Participants: 2, Progress: 30 });
    let rows = await respondents(id);
    expect(rows.map((r) => [r.email, r.userId, r.status])).toEqual([
      [DEMO.contosoStaff, staff.id, 'pending'],
      ['fresh.one@contoso.example', null, 'pending'],
    ]);
    expect(await mailsTo('fresh.one@contoso.example')).toBe(1);
    expect(await mailsTo(DEMO.contosoStaff)).toBe(1);
    const inquiry = await t.dataSource.getRepository(Inquiry).findOneByOrFail({ id });
    expect(inquiry.expiryDate!.toISOString().slice(0, 10)).toBe(day(1));

    // Again: new people added, existing ones neither duplicated nor mailed twice; the admin joins.
    await addParticipants(ctAdmin, id, [DEMO.contosoStaff, 'second@contoso.example'], {
      IsCustomerAdminRespondent: true,
    }).expect(200);
    rows = await respondents(id);
    expect(rows.map((r) => r.email)).toEqual([
      DEMO.contosoStaff,
      'fresh.one@contoso.example',
      'second@contoso.example',
      DEMO.contosoAdmin,
    ]);
    expect(await mailsTo('fresh.one@contoso.example')).toBe(1);
    expect(await mailsTo(DEMO.contosoAdmin)).toBe(0);
    expect(
      (await t.dataSource.getRepository(Inquiry).findOneByOrFail({ id })).expiryDate!.toISOString().slice(0, 10),
    ).toBe(day(1));
  });

  it('needs a new expiry date to add people once the form has expired', async () => {
    const id = await ready();
    await addParticipants(ctAdmin, id, ['early@contoso.example']).expect(200);
    await t.dataSource.getRepository(Inquiry).update(id, { expiryDate: new Date(Date.now() - DAY) });
    expect((await addParticipants(ctAdmin, id, ['late@contoso.example']).expect(400)).body.errorMessage).toEqual([
      'ExpiryDate: Please select a valid date',
    ]);
    await addParticipants(ctAdmin, id, ['late@contoso.example'], { ExpiryDate: day(7) }).expect(200);
    expect((await respondents(id)).map((r) => r.email)).toEqual(['early@contoso.example', 'late@contoso.example']);
  });

  it('defaults the expiry to 28 days ahead', async () => {
    const id = await ready();
    await addParticipants(ctAdmin, id, ['later@contoso.example']).expect(200);
    const inquiry = await t.dataSource.getRepository(Inquiry).findOneByOrFail({ id });
    expect(inquiry.expiryDate!.toISOString().slice(0, 10)).toBe(day(28));
  });

  it("answers another customer's user and the super admin like new emails, but invites neither (their owners are told)", async () => {
    const id = await ready();
    await addParticipants(ctAdmin, id, ['ok@contoso.example', DEMO.northwindStaff, DEMO.operator]).expect(200);
    expect((await respondents(id)).map((r) => [r.email, r.userId, r.status])).toEqual([
      ['ok@contoso.example', null, 'pending'],
      [DEMO.northwindStaff, null, 'pending'],
      [DEMO.operator, null, 'pending'],
    ]);
    const mails = t.dataSource.getRepository(OutboundMail);
    expect((await mails.findOneByOrFail({ to: 'ok@contoso.example' })).subject).toBe(
      'Contoso Ltd invites you to a diagnostic survey',
    );
    for (const owner of [DEMO.northwindStaff, DEMO.operator]) {
      expect((await mails.findBy({ to: owner })).map((m) => m.subject)).toEqual([
        'Contoso Ltd tried to invite you to a diagnostic survey',
      ]);
    }
    expect((await t.users.findOneByOrFail({ email: DEMO.northwindStaff })).customerId).not.toBe(
      (await t.users.findOneByOrFail({ email: DEMO.contosoAdmin })).customerId,
    );
  });

  it('lists respondents with pending, saveasdraft, completed and expired, paged', async () => {
    const id = await ready();
    const emails = Array.from({ length: 9 }, (_, i) => `p${i}@contoso.example`);
    await addParticipants(ctAdmin, id, [DEMO.contosoStaff, ...emails]).expect(200);
    const rows = await respondents(id);
    await t.dataSource.getRepository(Respondent).update(rows[1].id, { status: 'saveasdraft' });
    await t.dataSource.getRepository(Respondent).update(rows[2].id, { status: 'completed' });
    await rebuildInquiryStatistics(t.dataSource.manager, id);
    const url = `/api/Inquiry/GetRespondents/${id}`;
    const page1 = (await ctAdmin.get(`${url}?pageSize=8&currentPage=1`).expect(200)).body;
    expect(page1).toMatchObject({ currentPage: 1, pageSize: 8, totalItem: 10, totalPage: 2 });
    expect(page1.data).toHaveLength(8);
    const page2 = (await ctAdmin.get(`${url}?pageSize=8&currentPage=2`).expect(200)).body;
    expect(page2.data).toHaveLength(2);
    const staff = await t.users.findOneByOrFail({ email: DEMO.contosoStaff });
    expect(page2.data[1]).toEqual({
      Id: staff.id,
      RespondentId: rows[0].id,
      FirstName: staff.firstName,
      LastName: staff.lastName,
      Email: DEMO.contosoStaff,
      status: 'pending',
      InvitedAt: expect.any(String),
      LastRemindedAt: null,
      // Invited just now: no reminder for 24 hours.
      NextReminderAt: new Date(new Date(page2.data[1].InvitedAt).getTime() + 86_400_000).toISOString(),
      // Invited by address, not through an open link.
      Unverified: false,
    });
    const all = (await operator.get(`${url}?pageSize=-1`).expect(200)).body;
    expect(all.data.map((r: { status: string }) => r.status).sort()).toEqual([
      'completed',
      'pending',
      'pending',
      'pending',
      'pending',
      'pending',
      'pending',
      'pending',
      'pending',
      'saveasdraft',
    ]);
    expect(all.data.find((r: { Email: string }) => r.Email === 'p0@contoso.example')).toMatchObject({
      Id: null,
      FirstName: '',
      LastName: '',
    });

    await t.dataSource.getRepository(Inquiry).update(id, { expiryDate: new Date(Date.now() - 1000) });
    const expired = (await ctAdmin.get(`${url}?pageSize=-1`).expect(200)).body;
    expect(expired.data.map((r: { status: string }) => r.status).sort()).toEqual([
      'completed',
      ...Array(9).fill('expired'),
    ]);
    const inquiry = (await ctAdmin.get(`/api/Inquiry/${id}`).expect(200)).body;
    expect(inquiry).toMatchObject({ IsExpired: true, Status: 'Closed', Progress: 36 });

    await api.anonymous().get(url).expect(401);
    await ctStaff.get(url).expect(403);
    await nwAdmin.get(url).expect(404);
  });

  it("lists only the caller's own forms under Staff/{email}", async () => {
    const id = await ready();
    await addParticipants(ctAdmin, id, [DEMO.contosoStaff]).expect(200);
    const staff = await t.users.findOneByOrFail({ email: DEMO.contosoStaff });
    const res = (
      await ctStaff
        .get(`/api/Inquiry/Staff/${encodeURIComponent(DEMO.contosoStaff.toUpperCase())}?pageSize=8&currentPage=1`)
        .expect(200)
    ).body;
    expect(res.data[0]).toEqual({
      InquiryId: id,
      InquiryTypeId: typeId,
      InquiryTypeName: 'Organisational Health Check',
      Description: 'Respondents',
      ExpiryDate: expect.any(String),
      IsExpired: false,
      Status: 'pending',
      CustomerUserId: staff.id,
    });
    expect(res.data.every((f: { CustomerUserId: number }) => f.CustomerUserId === staff.id)).toBe(true);
    await ctStaff.get(`/api/Inquiry/Staff/${DEMO.contosoAdmin}`).expect(403);
    await nwAdmin.get(`/api/Inquiry/Staff/${DEMO.contosoStaff}`).expect(403);
    await operator.get(`/api/Inquiry/Staff/${DEMO.operator}`).expect(403);
    await api.anonymous().get(`/api/Inquiry/Staff/${DEMO.contosoStaff}`).expect(401);
    // Northwind's seeded staff sees the two seeded forms only.
    const nwStaff = api.as('northwindStaff');
    const nw = (await nwStaff.get(`/api/Inquiry/Staff/${DEMO.northwindStaff}`).expect(200)).body;
    // The finished inquiry and its 2025 round (the rounds-and-benchmarks demo) completed, the collecting one a draft.
    expect(nw.data.map((f: { Status: string }) => f.Status).sort()).toEqual(['completed', 'completed', 'saveasdraft']);
  });
});
