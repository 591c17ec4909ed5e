import { OutboundMail } from '../src/mail/outbound-mail.entity';
import { Respondent } from '../src/respondents/respondent.entity';
import { RespondentAttribute } from '../src/respondents/respondent-attribute.entity';
import { User } from '../src/users/user.entity';
import { answerThroughLink, collectingInquiry, completeAnswers } from './open-links-fixture';
import { Client, personas, Personas } from './support/personas';
import { createTestApp, DEMO, TestApp } from './support/test-app';

describe('Open links: opening, answering without an account, revoking', () => {
  let t: TestApp;
  let api: Personas;
  let admin: Client;
  let otherAdmin: Client;
  let operator: Client;
  let staff: Client;
  let anyone: Client;
  let inquiryId: number;
  let token: string;

  const path = () => `/api/Inquiry/${inquiryId}/OpenLink`;

  beforeAll(async () => {
    t = await createTestApp();
    api = await personas(t);
    [admin, otherAdmin, operator, staff] = [
      api.as('northwindAdmin'),
      api.as('contosoAdmin'),
      api.as('operator'),
      api.as('northwindStaff'),
    ];
    anyone = api.anonymous();
    inquiryId = (await collectingInquiry(t, 'Kiosk survey')).id;
  });
  afterAll(() => t.close());

  it('is opened by the customer admin only: 401 without a token, 403 for staff and the operator, 404 for another organisation', async () => {
    await anyone.post(path()).send({}).expect(401);
    await staff.post(path()).send({}).expect(403);
    await operator.post(path()).send({}).expect(403);
    await otherAdmin.post(path()).send({}).expect(404);
    await otherAdmin.get(path()).expect(404);
    await staff.get(path()).expect(403);
    await admin.get(path()).expect(404);
  });

  it('refuses a group question that is not a directory attribute, and opens nothing', async () => {
    const res = await admin
      .post(path())
      .send({ GroupQuestions: ['Department', 'Shoe size'] })
      .expect(400);
    expect(res.body).toEqual({
      status: 400,
      title: 'Validation failed',
      errorMessage: ['GroupQuestions[1]: Shoe size is not an attribute of your people directory'],
    });
    await admin.get(path()).expect(404);
  });

  it('opens the inquiry with an unguessable token; one link at a time; the operator reads it', async () => {
    const res = await admin
      .post(path())
      .send({ GroupQuestions: ['Department'] })
      .expect(200);
    token = res.body.Token;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.body).toMatchObject({
      InquiryId: inquiryId,
      Url: `${t.config.publicUrl}/open/${token}`,
      GroupQuestions: ['Department'],
      Responses: 0,
      CompletedResponses: 0,
    });
    await admin.post(path()).send({}).expect(409);
    expect((await operator.get(path()).expect(200)).body.Token).toBe(token);
  });

  it('draws the link as an SVG QR code', async () => {
    const res = await admin.get(`${path()}/Qr`).buffer(true).expect(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.body.toString()).toMatch(/^<svg[^>]*viewBox/);
    await otherAdmin.get(`${path()}/Qr`).expect(404);
  });

  it('shows anyone holding the link the organisation and its group questions; an unknown token is 404', async () => {
    const res = await anyone.get(`/api/OpenLink/${token}`).expect(200);
    expect(res.body.Organisation).toBe('Northwind Traders');
    expect(res.body.GroupQuestions).toEqual([{ Name: 'Department', Values: expect.arrayContaining(['Sales', 'HR']) }]);
    await anyone.get(`/api/OpenLink/${'x'.repeat(43)}`).expect(404);
  });

  it('refuses a group value outside the directory, and makes no respondent', async () => {
    const res = await anyone
      .post(`/api/OpenLink/${token}/Start`)
      .send({ Groups: { Department: 'Nowhere', Badge: '7' } })
      .expect(400);
    expect(res.body.errorMessage).toEqual([
      'Groups.Badge: not a group question of this link',
      'Groups.Department: choose one of the listed values',
    ]);
    expect(await t.dataSource.getRepository(Respondent).countBy({ inquiryId })).toBe(0);
  });

  it('gives a browser one form: its key brings back the same form, a new browser gets another', async () => {
    const first = await anyone
      .post(`/api/OpenLink/${token}/Start`)
      .send({ Groups: { Department: 'Sales' } })
      .expect(200);
    const key = first.body.BrowserKey;
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.body.Form.Status).toBe('pending');
    const userId = first.body.Form.data[0].CustomerUserId;

    const again = await anyone.post(`/api/OpenLink/${token}/Start`).send({ BrowserKey: key }).expect(200);
    expect(again.body.BrowserKey).toBe(key);
    expect(again.body.Form.data[0].CustomerUserId).toBe(userId);
    expect((await admin.get(path()).expect(200)).body.Responses).toBe(1);

    const form = await anyone.get(`/api/OpenLink/${token}/Form`).set('X-Open-Link-Key', key).expect(200);
    expect(form.body.data[0].CustomerUserId).toBe(userId);
    // Without the key, or with a made-up one, the form is not reachable.
    await anyone.get(`/api/OpenLink/${token}/Form`).expect(403);
    await anyone.get(`/api/OpenLink/${token}/Form`).set('X-Open-Link-Key', 'y'.repeat(43)).expect(403);

    // The form completes as an invited one does, once.
    const done = await anyone
      .post(`/api/OpenLink/${token}/Answers`)
      .set('X-Open-Link-Key', key)
      .send(completeAnswers(form.body))
      .expect(200);
    expect(done.body.Status).toBe('completed');
    await anyone
      .post(`/api/OpenLink/${token}/Answers`)
      .set('X-Open-Link-Key', key)
      .send(completeAnswers(form.body, '5'))
      .expect(409);

    // A save naming someone else's form is refused, as for an invited respondent.
    const second = await anyone.post(`/api/OpenLink/${token}/Start`).send({}).expect(200);
    expect(second.body.Form.data[0].CustomerUserId).not.toBe(userId);
    await anyone
      .post(`/api/OpenLink/${token}/Answers`)
      .set('X-Open-Link-Key', second.body.BrowserKey)
      .send(completeAnswers(form.body))
      .expect(403);
    expect((await admin.get(path()).expect(200)).body).toMatchObject({ Responses: 2, CompletedResponses: 1 });
  });

  it('flags these respondents unverified in the respondent list, with their declared group and no usable account', async () => {
    const list = await operator.get(`/api/Inquiry/GetRespondents/${inquiryId}`).expect(200);
    expect(list.body.data).toHaveLength(2);
    expect(list.body.data.every((r: { Unverified: boolean }) => r.Unverified)).toBe(true);
    const demo = await operator.get(`/api/Inquiry/GetRespondents/${(await invitedRespondent()).inquiryId}`).expect(200);
    expect(demo.body.data.length).toBeGreaterThan(0);
    expect(demo.body.data.some((r: { Unverified: boolean }) => r.Unverified)).toBe(false);

    const rows = await t.dataSource.getRepository(Respondent).findBy({ inquiryId });
    const attributes = await t.dataSource.getRepository(RespondentAttribute).findBy({ inquiryId });
    expect(attributes.map((a) => [a.name, a.value])).toEqual([['Department', 'Sales']]);
    // Each form is keyed by an account no one can sign in to, hidden from the organisation's user lists.
    const users = await t.dataSource
      .getRepository(User)
      .find({ where: rows.map((r) => ({ id: r.userId! })), withDeleted: true });
    expect(users.map((u) => [u.isActive, u.deletedAt !== null])).toEqual([
      [false, true],
      [false, true],
    ]);
    await anyone
      .post('/api/auth/login')
      .send({ username: users[0].email, password: '!' })
      .expect((res) => expect(res.status).toBeGreaterThanOrEqual(400));
  });

  it('mails nothing to these respondents: a reminder or a new invitation says there is no address', async () => {
    const rows = await t.dataSource.getRepository(Respondent).findBy({ inquiryId });
    const open = rows.filter((r) => r.status !== 'completed');
    expect(open.length).toBeGreaterThan(0);
    const mailsBefore = await t.dataSource.getRepository(OutboundMail).count();
    const noAddress = ['This respondent answered through the open link: there is no address to mail'];
    for (const r of rows) {
      const resend = await admin.post(`/api/Inquiry/${inquiryId}/Respondents/${r.id}/ResendInvitation`).expect(409);
      expect(resend.body.errorMessage).toEqual(noAddress);
    }
    for (const r of open) {
      const remind = await admin.post(`/api/Inquiry/${inquiryId}/Respondents/${r.id}/Remind`).expect(409);
      expect(remind.body.errorMessage).toEqual(noAddress);
    }
    expect(await t.dataSource.getRepository(OutboundMail).count()).toBe(mailsBefore);
  });

  /** A respondent of the demo, invited by address. */
  async function invitedRespondent() {
    const admin = await t.users.findOneByOrFail({ email: DEMO.northwindAdmin });
    return t.dataSource.getRepository(Respondent).findOneOrFail({
      where: { customerId: admin.customerId!, unverified: false },
      order: { id: 'ASC' },
    });
  }

  it('is revoked by the admin at once: every call of the link answers 410 Closed; the forms answered stay', async () => {
    const key = (await anyone.post(`/api/OpenLink/${token}/Start`).send({}).expect(200)).body.BrowserKey;
    await staff.delete(path()).expect(403);
    await otherAdmin.delete(path()).expect(404);
    expect((await admin.delete(path()).expect(200)).body).toEqual({ Revoked: true });
    const closed = await anyone.get(`/api/OpenLink/${token}`).expect(410);
    expect(closed.body).toEqual({
      status: 410,
      title: 'Closed',
      errorMessage: ['This survey link is closed. Thank you for your interest.'],
    });
    await anyone.post(`/api/OpenLink/${token}/Start`).send({ BrowserKey: key }).expect(410);
    await anyone.get(`/api/OpenLink/${token}/Form`).set('X-Open-Link-Key', key).expect(410);
    await admin.get(path()).expect(404);
    expect((await admin.delete(path()).expect(200)).body).toEqual({ Revoked: false });
    expect(await t.dataSource.getRepository(Respondent).countBy({ inquiryId, status: 'completed' })).toBe(1);

    // A new link is a new token; the old one stays closed.
    const fresh = (await admin.post(path()).send({}).expect(200)).body.Token;
    expect(fresh).not.toBe(token);
    await anyone.get(`/api/OpenLink/${fresh}`).expect(200);
    await anyone.get(`/api/OpenLink/${token}`).expect(410);
  });

  it('writes opening and revoking to the audit log, with the organisation and the inquiry', async () => {
    const rows = (await t.dataSource.query(
      "SELECT action, customer_id AS customerId, target FROM audit_events WHERE action LIKE 'open-link.%' ORDER BY id",
    )) as { action: string; customerId: number; target: string }[];
    const northwind = (await t.users.findOneByOrFail({ email: DEMO.northwindAdmin })).customerId;
    expect(rows.map((r) => [r.action, Number(r.customerId), r.target])).toEqual([
      ['open-link.create', northwind, `Inquiry ${inquiryId}`],
      ['open-link.revoke', northwind, `Inquiry ${inquiryId}`],
      ['open-link.create', northwind, `Inquiry ${inquiryId}`],
    ]);
  });

  it('closes with the inquiry: once results are published the link answers 410', async () => {
    const published = await collectingInquiry(t, 'Published soon');
    const link = (await admin.post(`/api/Inquiry/${published.id}/OpenLink`).send({}).expect(200)).body.Token;
    await answerThroughLink(anyone, link, {});
    await t.dataSource.getRepository('Inquiry').update({ id: published.id }, { resultsUploadedAt: new Date() });
    await anyone.get(`/api/OpenLink/${link}`).expect(410);
    await admin.post(`/api/Inquiry/${published.id}/OpenLink`).send({}).expect(409);
  });
});

describe('Open links: starts per address are limited', () => {
  let t: TestApp;
  let api: Personas;

  beforeAll(async () => {
    t = await createTestApp({ env: { OPEN_LINK_STARTS_PER_HOUR: '3' } });
    api = await personas(t);
  });
  afterAll(() => t.close());

  it('answers 429 in the error shape past the limit; a browser coming back with its key still gets its form', async () => {
    const inquiry = await collectingInquiry(t, 'Stuffed');
    const token = (await api.as('northwindAdmin').post(`/api/Inquiry/${inquiry.id}/OpenLink`).send({}).expect(200)).body
      .Token;
    const anyone = api.anonymous();
    const keys: string[] = [];
    for (let i = 0; i < 3; i++)
      keys.push((await anyone.post(`/api/OpenLink/${token}/Start`).send({}).expect(200)).body.BrowserKey);
    const refused = await anyone.post(`/api/OpenLink/${token}/Start`).send({}).expect(429);
    expect(refused.body).toEqual({
      status: 429,
      title: 'Too Many Requests',
      errorMessage: ['Too many answers from this network. Please wait and try again later.'],
    });
    expect(await t.dataSource.getRepository(Respondent).countBy({ inquiryId: inquiry.id })).toBe(3);
    await anyone.post(`/api/OpenLink/${token}/Start`).send({ BrowserKey: keys[0] }).expect(200);
  });
});
