import { interpolate, MAIL_CATALOGUES } from '@portal/contracts';
import { Customer } from '../src/customers/customer.entity';
import { Respondent } from '../src/respondents/respondent.entity';
import { OutboundMail } from '../src/mail/outbound-mail.entity';
import { User } from '../src/users/user.entity';
import { Client, personas, Personas } from './support/personas';
import { addParticipants, createInquiry, submitIntake, typeByName } from './support/survey-fixtures';
import { invitedEarlier } from './support/invited-earlier';
import { createTestApp, DEMO, TestApp } from './support/test-app';

const PASSWORD = 'Invited#Pass2026';
const { fr, de, es } = MAIL_CATALOGUES;

describe('mails in the recipient language', () => {
  let t: TestApp;
  let api: Personas;
  let ctAdmin: Client;
  let operator: Client;
  let contoso: Customer;
  let typeId: number;

  beforeAll(async () => {
    t = await createTestApp();
    api = await personas(t);
    [ctAdmin, operator] = [api.as('contosoAdmin'), api.as('operator')];
    contoso = await t.dataSource.getRepository(Customer).findOneByOrFail({ name: 'Contoso Ltd' });
    typeId = (await typeByName(t, 'Organisational Health Check')).id;
  });
  afterAll(() => t.close());

  const ready = async (description: string) => {
    const inq = await createInquiry(ctAdmin, typeId, description);
    await submitIntake(t, ctAdmin, inq.Id, typeId);
    return inq.Id;
  };
  const mailsTo = (to: string) =>
    t.dataSource.getRepository(OutboundMail).find({ where: { to }, order: { id: 'ASC' } });
  const lastMailTo = async (to: string) => (await mailsTo(to)).at(-1)!;
  const keyIn = (text: string) => /[?&]key=([A-Za-z0-9_-]+)/.exec(text)![1];

  it('an invitation to a new address with Language fr is mailed in French; an account with its own language gets that one', async () => {
    await t.dataSource.getRepository(User).update({ email: DEMO.contosoStaff }, { language: 'de' });
    const id = await ready('Bilan');
    await addParticipants(ctAdmin, id, ['nouveau@contoso.example', DEMO.contosoStaff], { Language: 'fr' }).expect(200);

    const invitation = await lastMailTo('nouveau@contoso.example');
    expect(invitation.subject).toBe(interpolate(fr.invitation.subject, { organisation: 'Contoso Ltd' }));
    expect(invitation.text).toContain('Bonjour,');
    expect(invitation.text).toContain(' de Contoso Ltd vous invite à répondre à l’enquête « Bilan ».');
    expect(invitation.html).toContain('<html lang="fr">');
    expect(invitation.html).toContain(fr.invitation.button);
    expect(invitation.text).not.toContain('invites you');

    const assigned = await lastMailTo(DEMO.contosoStaff);
    expect(assigned.subject).toBe(interpolate(de.surveyAssigned.subject, { organisation: 'Contoso Ltd' }));
    expect(assigned.html).toContain('<html lang="de">');

    const rows = await t.dataSource.getRepository(Respondent).find({ where: { inquiryId: id }, order: { id: 'ASC' } });
    expect(rows.map((r) => [r.email, r.language])).toEqual([
      ['nouveau@contoso.example', 'fr'],
      [DEMO.contosoStaff, null],
    ]);
  });

  it('the reminder of the pending invitation follows its language, and the account signed up from it starts in French', async () => {
    const id = (await t.dataSource.getRepository(Respondent).findOneByOrFail({ email: 'nouveau@contoso.example' }))
      .inquiryId;
    await invitedEarlier(t, id);
    await ctAdmin.post(`/api/Inquiry/SendReminders/${id}`).expect(200);
    const reminder = await lastMailTo('nouveau@contoso.example');
    // The survey is named in the recipient's language too (the demo's translations of the inquiry type).
    expect(reminder.subject).toBe(interpolate(fr.reminder.subject, { survey: 'Bilan de santé organisationnelle' }));
    expect(reminder.text).toContain(
      'Ceci est un rappel de Contoso Ltd : votre questionnaire pour « Bilan de santé organisationnelle » (Bilan)',
    );
    expect((await lastMailTo(DEMO.contosoStaff)).subject).toBe(
      interpolate(de.reminder.subject, { survey: 'Organisations-Gesundheitscheck' }),
    );

    await api
      .anonymous()
      .post('/api/Customer/CustomerAdminsignup')
      .send({
        CustomerId: contoso.id,
        FirstName: 'Nou',
        LastName: 'Veau',
        Email: 'nouveau@contoso.example',
        Password: PASSWORD,
        ConfirmPassword: PASSWORD,
        InvitationKey: keyIn(reminder.text),
      })
      .expect(200);
    expect((await t.users.findOneByOrFail({ email: 'nouveau@contoso.example' })).language).toBe('fr');
  });

  it("without a Language the organisation's default applies (set by the operator, shown on the customer), else English", async () => {
    const english = await ready('Plain');
    await addParticipants(ctAdmin, english, ['plain@contoso.example']).expect(200);
    expect((await lastMailTo('plain@contoso.example')).subject).toBe('Contoso Ltd invites you to a diagnostic survey');

    const refused = await operator.put(`/api/Customer/${contoso.id}`).send({ Language: 'xx' }).expect(400);
    expect(refused.body.errorMessage).toEqual(['Language: Must be one of en, fr, de, es']);
    await operator.put(`/api/Customer/${contoso.id}`).send({ Language: 'es' }).expect(200);
    expect((await operator.get(`/api/Customer/${contoso.id}`).expect(200)).body.Language).toBe('es');

    const spanish = await ready('Por defecto');
    await addParticipants(ctAdmin, spanish, ['nuevo@contoso.example']).expect(200);
    const mail = await lastMailTo('nuevo@contoso.example');
    expect(mail.subject).toBe(interpolate(es.invitation.subject, { organisation: 'Contoso Ltd' }));
    expect(mail.text).toContain('Hola:');
    await operator.put(`/api/Customer/${contoso.id}`).send({ Language: null }).expect(200);
  });

  it('refuses an unknown Language on AddParticipants and changes nothing', async () => {
    const id = await ready('Bad language');
    const res = await addParticipants(ctAdmin, id, ['nobody@contoso.example'], { Language: 'xx' }).expect(400);
    expect(res.body.errorMessage).toEqual(['Language: Must be one of en, fr, de, es']);
    expect(await t.dataSource.getRepository(Respondent).countBy({ inquiryId: id })).toBe(0);
    expect(await mailsTo('nobody@contoso.example')).toEqual([]);
  });

  it("the customer admin's company profile sets the organisation's default language", async () => {
    const admin = await t.users.findOneByOrFail({ email: DEMO.contosoAdmin });
    const profile = {
      YearsInBusiness: '12',
      duration: 'years',
      ProfitOrNOn: 'Profit',
      OwnerShipStructure: 'Private',
      AnnualRevenue: '2500000',
      AverageFTE: '42',
      NumberOfLocations: '3',
      HeadquarterAddress: '1 Harbour Street, Bristol',
    };
    const path = `/api/Customer/${contoso.id}/User/${admin.id}/CustomerProfileComplete`;
    expect(
      (
        await ctAdmin
          .put(path)
          .send({ ...profile, Language: 'xx' })
          .expect(400)
      ).body.errorMessage,
    ).toEqual(['Language: Must be one of en, fr, de, es']);
    expect(
      (
        await ctAdmin
          .put(path)
          .send({ ...profile, Language: 'de' })
          .expect(200)
      ).body.Language,
    ).toBe('de');
    const id = await ready('Standard');
    await addParticipants(ctAdmin, id, ['neu@contoso.example']).expect(200);
    expect((await lastMailTo('neu@contoso.example')).subject).toBe(
      interpolate(de.invitation.subject, { organisation: 'Contoso Ltd' }),
    );
  });

  it("a new organisation's confirmation mail is in the sign-up's Accept-Language; the notice to an existing account in its owner's language", async () => {
    const body = {
      CustomerName: 'Fabrikam Sprachen',
      Industry: 'Manufacturing',
      Address: '1 Hafenstraße',
      Country: 'Germany',
      State: 'Bayern',
      City: 'München',
      Website: 'https://fabrikam.example',
      isAdmin: true,
      FirstName: 'Jana',
      LastName: 'Doe',
      Email: 'jana@fabrikam.example',
      Designation: 'CEO',
      Password: PASSWORD,
      ConfirmPassword: PASSWORD,
    };
    await api
      .anonymous()
      .post('/api/Customer/CustomerAdminsignup')
      .set('Accept-Language', 'de-DE,de;q=0.9,en;q=0.5')
      .send(body)
      .expect(200);
    const confirmation = await lastMailTo('jana@fabrikam.example');
    expect(confirmation.subject).toBe(de.signupConfirmation.subject);
    expect(confirmation.text).toContain(
      interpolate(de.signupConfirmation.intro, { organisation: 'Fabrikam Sprachen' }),
    );
    // Confirming keeps the sign-up's language: the new admin's interface and the organisation's mail default.
    const token = /confirm\?token=([\w-]+)/.exec(confirmation.text)![1];
    await api.anonymous().post('/api/Customer/ConfirmSignup').send({ Token: token }).expect(200);
    const created = await t.users.findOneOrFail({
      where: { email: 'jana@fabrikam.example' },
      relations: { customer: true },
    });
    expect([created.language, created.customer?.language]).toEqual(['de', 'de']);

    await t.dataSource.getRepository(User).update({ email: DEMO.northwindAdmin }, { language: 'fr' });
    await api
      .anonymous()
      .post('/api/Customer/CustomerAdminsignup')
      .set('Accept-Language', 'de')
      .send({ ...body, CustomerName: 'Fabrikam Zwei', Email: DEMO.northwindAdmin })
      .expect(200);
    expect((await lastMailTo(DEMO.northwindAdmin)).subject).toBe(fr.signupExistingAccount.subject);
  });

  it('a reset code to a German account is mailed in German', async () => {
    await t.dataSource.getRepository(User).update({ email: DEMO.northwindStaff }, { language: 'de' });
    await api.anonymous().post('/api/auth/forgotpassword').send({ Email: DEMO.northwindStaff }).expect(200);
    const mail = await lastMailTo(DEMO.northwindStaff);
    expect(mail.subject).toBe(de.passwordReset.subject);
    expect(mail.text).toMatch(/^Guten Tag \S+,/);
    expect(mail.text).toContain(interpolate(de.passwordReset.validity, { minutes: 10 }));
    expect(mail.html).toContain('<html lang="de">');
  });
});
