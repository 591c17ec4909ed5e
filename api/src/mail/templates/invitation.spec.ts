import { invitationMail, surveyAssignedMail } from './invitation';

const input = {
  to: 'sam@fabrikam.example',
  organisation: 'Fabrikam <Inc> & Co',
  inviterName: 'Jane "JD" Doe',
  inquiryDescription: 'Health check <script>',
  expiryDate: new Date('2026-12-31T23:59:59.999Z'),
  link: 'https://portal.example/auth/signup/Cxyofhxj/pxj%40cxyofhxj.bu',
  minRespondents: 7,
  minutes: 12,
};

describe('invitation mail', () => {
  it('has a text and an HTML part with the sign-up link and the expiry day', () => {
    const mail = invitationMail(input);
    expect(mail.to).toBe('sam@fabrikam.example');
    expect(mail.subject).toBe('Fabrikam <Inc> & Co invites you to a diagnostic survey');
    expect(mail.text).toContain(input.link);
    expect(mail.text).toContain('2026-12-31');
    expect(mail.html).toContain(`href="${input.link}"`);
  });

  it('tells the respondent who sees what, with the configured floor', () => {
    const sentence =
      'Your organisation sees results only for groups of at least 7 people, and comments only once they are released, never with names. It never sees who answered what.';
    for (const mail of [invitationMail(input), surveyAssignedMail(input)]) {
      expect(mail.text).toContain(sentence);
      expect(mail.html).toContain(`<p>${sentence}</p>`);
    }
    expect(invitationMail({ ...input, language: 'de' }).text).toContain('Gruppen von mindestens 7 Personen');
  });

  it('states how long answering takes, before the steps, in the recipient language', () => {
    for (const mail of [invitationMail(input), surveyAssignedMail(input)]) {
      expect(mail.text).toContain('Answering takes about 12 minutes.');
      expect(mail.html).toContain('<p>Answering takes about 12 minutes.</p>');
      expect(mail.text.indexOf('Answering takes')).toBeLessThan(mail.text.indexOf('2026-12-31'));
    }
    expect(invitationMail({ ...input, minutes: 1 }).text).toContain('Answering takes about a minute.');
    expect(invitationMail({ ...input, language: 'fr' }).text).toContain('Répondre prend environ 12 minutes.');
    expect(surveyAssignedMail({ ...input, language: 'es', minutes: 1 }).text).toContain(
      'Responder lleva aproximadamente un minuto.',
    );
  });

  it('escapes every user-supplied text in the HTML part', () => {
    const { html } = invitationMail(input);
    expect(html).toContain('Fabrikam &lt;Inc&gt; &amp; Co');
    expect(html).toContain('Health check &lt;script&gt;');
    expect(html).toContain('Jane &quot;JD&quot; Doe');
    expect(html).not.toContain('<script>');
  });

  it('tells existing users to log in instead of signing up', () => {
    const mail = surveyAssignedMail({ ...input, link: 'https://portal.example/auth/login' });
    expect(mail.subject).toBe('A new survey form from Fabrikam <Inc> & Co is waiting for you');
    expect(mail.text).toContain('https://portal.example/auth/login');
    expect(mail.html).not.toContain('<script>');
  });
});
