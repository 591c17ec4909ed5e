import { interpolate, MAIL_CATALOGUES } from '@portal/contracts';
import { Respondent } from '../src/respondents/respondent.entity';
import { Client, personas, Personas } from './support/personas';
import { freePort, SmtpSink } from './support/smtp-sink';
import { addParticipants, createInquiry, submitIntake, typeByName } from './support/survey-fixtures';
import { createTestApp, DEMO, TestApp } from './support/test-app';

interface FormItem {
  Type: string;
  Area: string;
}

/**
 * The invitation, the resent invitation and the mail to a user added as a respondent say how long the form takes:
 * 20 s a rating (two for a question of the four areas), 20 s a checkbox question, a minute a written answer or a
 * document, rounded up to whole minutes. The figure is worked out here from the form the respondent is served.
 */
describe('invitation mails: the expected time to answer', () => {
  let t: TestApp;
  let sink: SmtpSink;
  let api: Personas;
  let admin: Client;
  let staff: Client;
  let typeId: number;
  let inquiryId: number;
  let minutes: number;
  const fresh = 'timed.invitee@contoso.example';
  const german = 'zeit.eingeladen@contoso.example';

  const secondsOf = ({ Type, Area }: FormItem) =>
    Type === 'Rating' ? (Area === 'Other' ? 20 : 40) : Type === 'Checkbox' ? 20 : 60;

  beforeAll(async () => {
    sink = new SmtpSink(await freePort());
    await sink.start();
    t = await createTestApp({ env: { SMTP_URL: sink.url, MAIL_POLL_INTERVAL_MS: '50' } });
    api = await personas(t);
    [admin, staff] = [api.as('contosoAdmin'), api.as('contosoStaff')];
    typeId = (await typeByName(t, 'Organisational Health Check')).id;
    inquiryId = (await createInquiry(admin, typeId, 'Timed survey')).Id;
    await submitIntake(t, admin, inquiryId, typeId);
    await addParticipants(admin, inquiryId, [fresh, DEMO.contosoStaff]).expect(200);
    const form = await staff
      .get(`/api/SurveyAnswer/${typeId}/${inquiryId}/SurveyFormQuestions?currentPage=1&pageSize=-1`)
      .expect(200);
    const items = form.body.data as FormItem[];
    expect(items.length).toBeGreaterThan(5);
    minutes = Math.ceil(items.reduce((sum, q) => sum + secondsOf(q), 0) / 60);
  });
  afterAll(async () => {
    await t.close();
    await sink.stop();
  });

  it('the invitation to a new address states it, in the text and the HTML part', async () => {
    const mail = await sink.waitFor(fresh);
    const sentence = `Answering takes about ${minutes} minutes.`;
    expect(minutes).toBeGreaterThan(1);
    expect(mail.subject).toBe('Contoso Ltd invites you to a diagnostic survey');
    expect(mail.text).toContain(sentence);
    expect(mail.html).toContain(`<p>${sentence}</p>`);
  });

  it('the mail to a user of the organisation added as a respondent states it', async () => {
    const mail = await sink.waitFor(DEMO.contosoStaff);
    expect(mail.subject).toBe('A new survey form from Contoso Ltd is waiting for you');
    expect(mail.text).toContain(`Answering takes about ${minutes} minutes.`);
  });

  it('the resent invitation states it', async () => {
    const respondent = await t.dataSource.getRepository(Respondent).findOneByOrFail({ inquiryId, email: fresh });
    await admin.post(`/api/Inquiry/${inquiryId}/Respondents/${respondent.id}/ResendInvitation`).expect(200);
    const mail = await sink.waitFor(fresh, 2);
    expect(mail.text).toContain(`Answering takes about ${minutes} minutes.`);
  });

  it('in the recipient’s language', async () => {
    await addParticipants(admin, inquiryId, [german], { Language: 'de' }).expect(200);
    const mail = await sink.waitFor(german);
    const sentence = interpolate(MAIL_CATALOGUES.de.common.answerTime, { minutes });
    expect(sentence).toBe(`Das Ausfüllen dauert etwa ${minutes} Minuten.`);
    expect(mail.text).toContain(sentence);
    expect(mail.html).toContain(`<p>${sentence}</p>`);
  });
});
