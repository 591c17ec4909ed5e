import { interpolate, MAIL_CATALOGUES } from '@portal/contracts';
import { CustomQuestion } from '../src/custom-questions/custom-question.entity';
import { Customer } from '../src/customers/customer.entity';
import { User } from '../src/users/user.entity';
import { goodSheets, xlsx } from './results-fixtures';
import { Client, personas, Personas } from './support/personas';
import { freePort, SmtpSink } from './support/smtp-sink';
import { createInquiry, typeByName } from './support/survey-fixtures';
import { runMailRounds } from './support/mail-rounds';
import { createTestApp, DEMO, TestApp } from './support/test-app';

const { en, fr, de } = MAIL_CATALOGUES;
const question = { Area: 'Culture', Type: 'Rating', Description: 'd', RadioButtonOptions: ['1', '2', '3', '4', '5'] };

/**
 * The mails a customer admin expects: their custom question approved or rejected (with the reviewer's reason),
 * and the results of an inquiry published; each in the recipient's language, read from the SMTP sink.
 */
describe('notice mails: custom question reviewed, results published', () => {
  let t: TestApp;
  let api: Personas;
  let sink: SmtpSink;
  let operator: Client;
  let admin: Client;
  let typeId: number;

  beforeAll(async () => {
    sink = new SmtpSink(await freePort());
    await sink.start();
    t = await createTestApp({ env: { SMTP_URL: sink.url, MAIL_POLL_INTERVAL_MS: '50' } });
    api = await personas(t);
    [operator, admin] = [api.as('operator'), api.as('northwindAdmin')];
    typeId = (await typeByName(t, 'Organisational Health Check')).id;
  });
  afterAll(async () => {
    await t.close();
    await sink.stop();
  });

  const addQuestion = async (inquiryId: number, title: string) =>
    (
      await admin
        .post(`/api/CustomQuestion/CreateCustomQuestion/InquiryId/${inquiryId}`)
        .send({ ...question, Title: title })
        .expect(200)
    ).body as { Id: number };
  const review = (id: number, body: object) =>
    operator.put(`/api/CustomQuestion/ChangeStatusCustomQuestion/${id}`).send(body);
  const lastTo = async (to: string, count: number) => {
    await sink.waitFor(to, count);
    return sink.to(to)[count - 1];
  };

  it('tells the author of an approved question, in English by default, with a link to it', async () => {
    const inquiry = await createInquiry(admin, typeId, 'Spring pulse');
    const q = await addQuestion(inquiry.Id, 'Do teams share goals?');
    const before = sink.to(DEMO.northwindAdmin).length;
    await review(q.Id, { Area: 'Culture', Status: 'Approved' }).expect(200);
    const mail = await lastTo(DEMO.northwindAdmin, before + 1);
    expect(mail.subject).toBe(en.customQuestionApproved.subject);
    expect(mail.text).toContain(
      interpolate(en.customQuestionApproved.intro, { question: 'Do teams share goals?', inquiry: 'Spring pulse' }),
    );
    expect(mail.text).toContain(
      `http://localhost:3000/customerAdmin/custom-metrics/inquiry/${inquiry.Id}/view/${q.Id}`,
    );
  });

  it('tells the author of a rejected question why, in their own language; the reason is on the question too', async () => {
    await t.dataSource.getRepository(User).update({ email: DEMO.northwindAdmin }, { language: 'fr' });
    const inquiry = await createInquiry(admin, typeId, 'Autumn pulse');
    const q = await addQuestion(inquiry.Id, 'Is <b>feedback</b> welcome?');
    const before = sink.to(DEMO.northwindAdmin).length;
    const reason = 'Too close to diagnostic question 4; please narrow it to your own teams.';
    const res = await review(q.Id, { Area: 'Culture', Status: 'Reject', Reason: `  ${reason}  ` }).expect(200);
    expect(res.body).toMatchObject({ Status: 'Reject', RejectReason: reason });
    expect((await admin.get(`/api/CustomQuestion/${q.Id}`).expect(200)).body.RejectReason).toBe(reason);
    const mail = await lastTo(DEMO.northwindAdmin, before + 1);
    expect(mail.subject).toBe(fr.customQuestionRejected.subject);
    expect(mail.text).toContain(interpolate(fr.customQuestionRejected.reason, { reason }));
    expect(mail.text).toContain(fr.customQuestionRejected.next);
    expect(mail.text).toContain(`/customerAdmin/custom-metrics/inquiry/${inquiry.Id}/edit/${q.Id}`);
    // The question's title is the author's text: escaped in the HTML part, never markup.
    expect(mail.html).toContain('Is &lt;b&gt;feedback&lt;/b&gt; welcome?');
    expect(mail.html).toContain('<html lang="fr">');

    // Edited, the question goes back to review: the reason no longer applies.
    await admin
      .put(`/api/CustomQuestion/${q.Id}`)
      .send({ ...question, Title: 'Is feedback welcome in your team?' })
      .expect(200);
    expect((await admin.get(`/api/CustomQuestion/${q.Id}`).expect(200)).body).toMatchObject({
      Status: null,
      RejectReason: null,
    });
    expect(await t.dataSource.getRepository(CustomQuestion).findOneByOrFail({ id: q.Id })).toMatchObject({
      reviewReason: null,
    });
    await t.dataSource.getRepository(User).update({ email: DEMO.northwindAdmin }, { language: null });
  });

  it('a reject without a reason says none was given; an over-long reason is refused with nothing stored or mailed', async () => {
    const inquiry = await createInquiry(admin, typeId, 'Winter pulse');
    const q = await addQuestion(inquiry.Id, 'Are meetings useful?');
    const before = sink.to(DEMO.northwindAdmin).length;
    const long = await review(q.Id, { Area: 'Culture', Status: 'Reject', Reason: 'x'.repeat(1001) }).expect(400);
    expect(long.body.errorMessage).toEqual(['Reason: Please enter at most 1000 characters']);
    expect((await t.dataSource.getRepository(CustomQuestion).findOneByOrFail({ id: q.Id })).status).toBeNull();
    await review(q.Id, { Area: 'Culture', Status: 'Reject' }).expect(200);
    const mail = await lastTo(DEMO.northwindAdmin, before + 1);
    expect(mail.subject).toBe(en.customQuestionRejected.subject);
    expect(mail.text).toContain(en.customQuestionRejected.noReason);
    // A reason sent with an approval is not kept.
    const approved = await review(q.Id, { Area: 'Culture', Status: 'Approved', Reason: 'ignored' }).expect(200);
    expect(approved.body.RejectReason).toBeNull();
    expect((await lastTo(DEMO.northwindAdmin, before + 2)).subject).toBe(en.customQuestionApproved.subject);
    expect((await t.dataSource.getRepository(CustomQuestion).findOneByOrFail({ id: q.Id })).reviewReason).toBeNull();
  });

  it('tells every active customer admin of the organisation when results are first published, each in their language', async () => {
    const contoso = await t.dataSource.getRepository(Customer).findOneByOrFail({ name: 'Contoso Ltd' });
    await t.dataSource.getRepository(Customer).update({ id: contoso.id }, { language: 'de' });
    const ctAdmin = api.as('contosoAdmin');
    const inquiry = await createInquiry(ctAdmin, typeId, 'Jahresbefragung');
    const before = { ct: sink.to(DEMO.contosoAdmin).length, nw: sink.to(DEMO.northwindAdmin).length };
    // No area colours: the inquiry has no completed form, and an upload refuses colours below the floor.
    const { AreaColors: _colours, ...sheets } = goodSheets();
    const workbook = await xlsx(sheets);
    const upload = () =>
      operator
        .post(`/api/UploadResultDocument/UploadDocumentResults/${inquiry.Id}`)
        .attach('File', workbook, 'results.xlsx');
    await upload().expect(200);
    const mail = await lastTo(DEMO.contosoAdmin, before.ct + 1);
    expect(mail.subject).toBe(interpolate(de.resultsPublished.subject, { inquiry: 'Jahresbefragung' }));
    expect(mail.text).toContain(de.resultsPublished.closed);
    expect(mail.text).toContain('http://localhost:3000/customerAdmin/dashboard');
    expect(mail.html).toContain('<html lang="de">');
    // A replacement upload tells nobody again; another organisation is never told.
    await upload().expect(200);
    await runMailRounds(t.app);
    expect(sink.to(DEMO.contosoAdmin)).toHaveLength(before.ct + 1);
    expect(sink.to(DEMO.northwindAdmin)).toHaveLength(before.nw);
  });
});
