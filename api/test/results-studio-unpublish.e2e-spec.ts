import { Inquiry } from '../src/inquiries/inquiry.entity';
import { OutboundMail } from '../src/mail/outbound-mail.entity';
import { goodSheets, xlsx } from './results-fixtures';
import { Client, personas, Personas } from './support/personas';
import { addParticipants, inquiryWithInvitees, prepareFormSave, typeByName } from './support/survey-fixtures';
import { createTestApp, DEMO, TestApp } from './support/test-app';

const STAFF = [1, 2, 3, 4, 5, 6].map((n) => `staff${n}@northwind.demo.test`);

/**
 * Unpublishing withdraws what the customer reads, not the close of answering: forms stay as closed as publication
 * left them, and a workbook upload after it is not a first publication (no second mail).
 */
describe('results studio: an unpublished inquiry stays closed to answering', () => {
  let t: TestApp;
  let api: Personas;
  let admin: Client;
  let operator: Client;
  let typeId: number;

  beforeAll(async () => {
    t = await createTestApp();
    api = await personas(t);
    [admin, operator] = [api.as('northwindAdmin'), api.as('operator')];
    typeId = (await typeByName(t, 'Organisational Health Check')).id;
  });
  afterAll(() => t?.close());

  const save = async (inquiryId: number, email: string, status: 'completed' | 'saveasdraft') =>
    (await prepareFormSave(t, api, typeId, inquiryId, email, status, () => ['3', '4']))();
  const formOf = async (inquiryId: number, email: string) =>
    (await (await api.asUser(email)).get(`/api/SurveyAnswer/${typeId}/${inquiryId}/SurveyFormQuestions?pageSize=1`))
      .body;
  const upload = async (inquiryId: number) => {
    const { Inputs: _i, AreaColors: _c, ...sheets } = goodSheets();
    return operator
      .post(`/api/UploadResultDocument/UploadDocumentResults/${inquiryId}`)
      .attach('File', await xlsx(sheets), 'results.xlsx')
      .expect(200);
  };
  const mailsToAdmin = async (inquiryId: number) => {
    const { description } = await t.dataSource.getRepository(Inquiry).findOneByOrFail({ id: inquiryId });
    return t.dataSource
      .getRepository(OutboundMail)
      .createQueryBuilder('m')
      .where('m.to = :email', { email: DEMO.northwindAdmin })
      .andWhere('m.subject LIKE :s', { s: `%${description}%` })
      .getCount();
  };

  it('keeps forms closed after an unpublish: no completion, no draft save, no new respondents, no reminders', async () => {
    const id = await inquiryWithInvitees(t, admin, typeId, 'Withdrawn stays closed', STAFF.slice(0, 4));
    for (const email of STAFF.slice(0, 3)) expect((await save(id, email, 'completed')).status).toBe(200);
    expect((await save(id, STAFF[3], 'saveasdraft')).status).toBe(200);
    const findings = () => admin.get(`/api/UploadResultDocument/FindingsResult/${id}`).expect(200);
    const beforePublication = (await findings()).body;
    await upload(id);
    expect((await findings()).body).not.toEqual(beforePublication);
    expect(await formOf(id, STAFF[3])).toMatchObject({ IsExpired: false, IsClosed: true });

    await operator.post(`/api/Results/${id}/Unpublish`).send({ Reason: 'Wrong findings' }).expect(200);
    // The customer reads answer as before publication ...
    expect((await findings()).body).toEqual(beforePublication);
    // ... but the form the respondent had not completed stays closed.
    expect(await formOf(id, STAFF[3])).toMatchObject({ IsExpired: false, IsClosed: true });
    expect((await admin.get(`/api/Inquiry/${id}`).expect(200)).body.Status).toBe('Closed');
    const completed = await save(id, STAFF[3], 'completed');
    expect({ status: completed.status, title: completed.body.title }).toEqual({ status: 409, title: 'Closed' });
    const draft = await save(id, STAFF[3], 'saveasdraft');
    expect({ status: draft.status, title: draft.body.title }).toEqual({ status: 409, title: 'Closed' });
    expect((await addParticipants(admin, id, [...STAFF.slice(0, 4), STAFF[4]])).status).toBe(409);
    expect((await admin.post(`/api/Inquiry/SendReminders/${id}`)).status).toBe(409);

    const respondents = (await admin.get(`/api/Inquiry/GetRespondents/${id}?pageSize=-1`).expect(200)).body.data as {
      Email: string;
      status: string;
    }[];
    expect(
      respondents
        .filter((r) => r.status === 'completed')
        .map((r) => r.Email)
        .sort(),
    ).toEqual(STAFF.slice(0, 3).sort());
  });

  it('a workbook upload after an unpublish publishes again without mailing the customer admins a second time', async () => {
    const id = await inquiryWithInvitees(t, admin, typeId, 'Withdrawn then uploaded', STAFF.slice(0, 3));
    for (const email of STAFF.slice(0, 3)) expect((await save(id, email, 'completed')).status).toBe(200);
    await upload(id);
    expect(await mailsToAdmin(id)).toBe(1);

    await operator.post(`/api/Results/${id}/Unpublish`).send({ Reason: 'Typo' }).expect(200);
    const again = await upload(id);
    expect(again.body.ResultsUploadedAt).toBeTruthy();
    expect(await mailsToAdmin(id)).toBe(1);
    const inquiry = await t.dataSource.getRepository(Inquiry).findOneByOrFail({ id });
    expect(inquiry.resultsUploadedAt).not.toBeNull();
    expect(inquiry.resultsWithdrawnAt).toBeNull();

    // Withdrawn again, then published from the studio: still no mail unless the operator asks.
    await operator.post(`/api/Results/${id}/Unpublish`).send({ Reason: 'Again' }).expect(200);
    const republished = await operator.post(`/api/Results/${id}/Publish`).send({}).expect(200);
    expect(republished.body.NotifiedAdmins).toBe(0);
    expect(await mailsToAdmin(id)).toBe(1);
    // The way to tell them again about what an upload published: the studio's Publish of the draft it filled, asking.
    const told = await operator.post(`/api/Results/${id}/Publish`).send({ NotifyCustomer: true }).expect(200);
    expect(told.body.NotifiedAdmins).toBe(1);
    expect(await mailsToAdmin(id)).toBe(2);
  });
});
