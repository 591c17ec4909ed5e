import { MAIL_CATALOGUES } from '@portal/contracts';
import { emailVerificationCodeMail } from './email-verification-code';
import { invitationMail, surveyAssignedMail } from './invitation';
import { invitationWithheldMail } from './invitation-withheld';
import { mailDay, mailLanguage } from './mail-language';
import { passwordResetCodeMail } from './password-reset-code';
import { reminderMail } from './reminder';
import { signupExistingAccountMail } from './signup-existing-account';

const invitation = {
  to: 'sam@fabrikam.example',
  organisation: 'Fabrikam & Co',
  inviterName: 'Jane Doe',
  inquiryDescription: 'Bilan de santé',
  expiryDate: new Date('2026-12-31T23:59:59.999Z'),
  link: 'https://portal.example/auth/signup/x/y?key=k',
  minRespondents: 5,
  minutes: 9,
};

describe('mails in the recipient language', () => {
  it('an unknown or missing language is English', () => {
    expect(mailLanguage('xx')).toBe('en');
    expect(mailLanguage(null)).toBe('en');
    expect(mailLanguage('de')).toBe('de');
  });

  it('English days stay YYYY-MM-DD; other languages use their date format, on the same UTC day', () => {
    const lastMoment = new Date('2026-12-31T23:59:59.999Z');
    expect(mailDay(lastMoment, 'en')).toBe('2026-12-31');
    expect(mailDay(lastMoment, 'de')).toBe('31.12.2026');
    expect(mailDay(lastMoment, 'fr')).toMatch(/^31 déc\.? 2026$/);
  });

  it('the French invitation: subject, text, HTML, button and lang attribute in French', () => {
    const mail = invitationMail({ ...invitation, language: 'fr' });
    expect(mail.subject).toBe('Fabrikam & Co vous invite à une enquête de diagnostic');
    expect(mail.text).toContain('Bonjour,');
    expect(mail.text).toContain('Jane Doe de Fabrikam & Co vous invite à répondre à l’enquête « Bilan de santé ».');
    expect(mail.text).toContain(invitation.link);
    expect(mail.html).toContain('<html lang="fr">');
    expect(mail.html).toContain('Jane Doe de <strong>Fabrikam &amp; Co</strong> vous invite');
    expect(mail.html).toContain(MAIL_CATALOGUES.fr.invitation.button);
    expect(mail.html).not.toMatch(/invites you|Sign up and start/);
  });

  it('every template follows the language and leaves no English sentence behind', () => {
    const english = MAIL_CATALOGUES.en;
    const mails = (language: 'de' | 'es') => [
      invitationMail({ ...invitation, language }),
      surveyAssignedMail({ ...invitation, language }),
      invitationWithheldMail({ ...invitation, firstName: 'Ann', publicUrl: 'https://p.example', language }),
      reminderMail({
        to: 'a@b.c',
        organisation: 'Org',
        inquiryTypeName: 'Scan',
        description: 'Q3',
        expiryDate: invitation.expiryDate,
        publicUrl: 'https://p.example',
        language,
      }),
      passwordResetCodeMail({
        to: 'a@b.c',
        firstName: 'Ann',
        code: '004217',
        validMinutes: 10,
        publicUrl: 'https://p.example',
        language,
      }),
      emailVerificationCodeMail({
        to: 'a@b.c',
        firstName: 'Ann',
        code: '004217',
        validHours: 48,
        publicUrl: 'https://p.example',
        language,
      }),
      signupExistingAccountMail({ to: 'a@b.c', firstName: 'Ann', publicUrl: 'https://p.example', language }),
    ];
    for (const language of ['de', 'es'] as const) {
      for (const mail of mails(language)) {
        expect(mail.html).toContain(`lang="${language}"`);
        for (const probe of [
          english.common.signature,
          english.common.hello,
          'Hello Ann',
          ' survey ',
          'your password',
          'Log in',
        ]) {
          expect([mail.subject, probe, mail.text.includes(probe)]).toEqual([mail.subject, probe, false]);
        }
      }
    }
    const reset = passwordResetCodeMail({
      to: 'a@b.c',
      firstName: 'Ann',
      code: '004217',
      validMinutes: 10,
      publicUrl: 'https://p.example',
      language: 'de',
    });
    expect(reset.subject).toBe('Ihr Code zum Zurücksetzen des Passworts');
    expect(reset.text).toContain('Guten Tag Ann,');
    expect(reset.text).toContain('Der Code ist 10 Minuten gültig');
  });
});
