import { interpolate, MAIL_CATALOGUES, RESPONDENT_PRIVACY } from '@portal/contracts';
import { OutboundMail } from '../src/mail/outbound-mail.entity';
import { User } from '../src/users/user.entity';
import { Client, personas, Personas } from './support/personas';
import { addParticipants, createInquiry, submitIntake, typeByName } from './support/survey-fixtures';
import { createTestApp, DEMO, TestApp } from './support/test-app';

/**
 * A respondent is told who sees what before answering: in the mail inviting them (in their language) and on the
 * form's start screen, with the configured MIN_RESPONDENTS (7 here, not the default 5).
 */
describe('respondents are told who sees what, with the configured floor', () => {
  let t: TestApp;
  let api: Personas;
  let ctAdmin: Client;
  let typeId: number;

  beforeAll(async () => {
    t = await createTestApp({ env: { MIN_RESPONDENTS: '7' } });
    api = await personas(t);
    ctAdmin = api.as('contosoAdmin');
    typeId = (await typeByName(t, 'Organisational Health Check')).id;
  });
  afterAll(() => t.close());

  const lastMailTo = async (to: string) =>
    (await t.dataSource.getRepository(OutboundMail).find({ where: { to }, order: { id: 'ASC' } })).at(-1)!;

  it('the invitation, its resend and the survey-assigned mail carry the sentence in the recipient language; the form answers the floor', async () => {
    await t.dataSource.getRepository(User).update({ email: DEMO.contosoStaff }, { language: 'de' });
    const inquiry = await createInquiry(ctAdmin, typeId, 'Privacy');
    await submitIntake(t, ctAdmin, inquiry.Id, typeId);
    await addParticipants(ctAdmin, inquiry.Id, ['new@contoso.example', DEMO.contosoStaff], { Language: 'fr' }).expect(
      200,
    );

    const sentence = (language: 'en' | 'fr' | 'de' | 'es') => interpolate(RESPONDENT_PRIVACY[language], { min: 7 });
    expect(sentence('en')).toBe(
      'Your organisation sees results only for groups of at least 7 people, and comments only once they are released, never with names. It never sees who answered what.',
    );
    const invitation = await lastMailTo('new@contoso.example');
    expect(invitation.subject).toBe(
      interpolate(MAIL_CATALOGUES.fr.invitation.subject, { organisation: 'Contoso Ltd' }),
    );
    expect(invitation.text).toContain(sentence('fr'));
    expect(invitation.html).toContain(
      '<p>Votre organisation ne voit les résultats que pour des groupes d’au moins 7 personnes',
    );
    const assigned = await lastMailTo(DEMO.contosoStaff);
    expect(assigned.text).toContain(sentence('de'));
    expect(assigned.html).toContain('Gruppen von mindestens 7 Personen');

    const respondents = (await ctAdmin.get(`/api/Inquiry/GetRespondents/${inquiry.Id}?pageSize=-1`).expect(200)).body
      .data as { RespondentId: number; Email: string }[];
    const pending = respondents.find((r) => r.Email === 'new@contoso.example')!;
    const before = await t.dataSource.getRepository(OutboundMail).countBy({ to: 'new@contoso.example' });
    await ctAdmin.post(`/api/Inquiry/${inquiry.Id}/Respondents/${pending.RespondentId}/ResendInvitation`).expect(200);
    expect(await t.dataSource.getRepository(OutboundMail).countBy({ to: 'new@contoso.example' })).toBe(before + 1);
    expect((await lastMailTo('new@contoso.example')).text).toContain(sentence('fr'));

    const form = await (
      await api.asUser(DEMO.contosoStaff)
    )
      .get(`/api/SurveyAnswer/${typeId}/${inquiry.Id}/SurveyFormQuestions?pageSize=1`)
      .expect(200);
    expect(form.body.MinRespondents).toBe(7);
  });
});
