import type { MailCatalogue } from './en';

export const mailDe: MailCatalogue = {
  common: {
    hello: 'Guten Tag,',
    helloName: 'Guten Tag %{name},',
    signature: 'Diagnoseportal',
    buttonFallback: 'Falls die Schaltfläche nicht funktioniert, kopieren Sie diese Adresse in Ihren Browser:',
  },
  invitation: {
    subject: '%{organisation} lädt Sie zu einer Diagnoseumfrage ein',
    title: 'Sie sind zu einer Diagnoseumfrage eingeladen',
    intro: '%{inviter} von %{organisation} lädt Sie ein, an der Umfrage „%{survey}“ teilzunehmen.',
    introText: '%{inviter} von %{organisation} lädt Sie ein, an der Umfrage „%{survey}“ teilzunehmen.',
    steps: 'Erstellen Sie Ihr Konto (Organisation und E-Mail-Adresse sind bereits ausgefüllt) und füllen Sie den Fragebogen bis zum %{date} aus.',
    stepsText: 'Erstellen Sie Ihr Konto über den folgenden Link (Organisation und E-Mail-Adresse sind bereits ausgefüllt) und füllen Sie den Fragebogen bis zum %{date} aus.',
    ignore: 'Falls Sie diese Einladung nicht erwartet haben, können Sie diese Nachricht ignorieren.',
    button: 'Registrieren und beginnen',
  },
  surveyAssigned: {
    subject: 'Ein neuer Fragebogen von %{organisation} wartet auf Sie',
    title: 'Ein neuer Fragebogen wartet auf Sie',
    intro: '%{inviter} von %{organisation} hat Sie als Teilnehmer(in) der Umfrage „%{survey}“ hinzugefügt.',
    introText: '%{inviter} von %{organisation} hat Sie als Teilnehmer(in) der Umfrage „%{survey}“ hinzugefügt.',
    steps: 'Melden Sie sich an und füllen Sie Ihren Fragebogen bis zum %{date} aus.',
    stepsText: 'Melden Sie sich an und füllen Sie Ihren Fragebogen bis zum %{date} aus:',
    button: 'Meine Fragebögen öffnen',
  },
  invitationWithheld: {
    subject: '%{organisation} hat versucht, Sie zu einer Diagnoseumfrage einzuladen',
    tried: '%{inviter} von %{organisation} hat versucht, diese E-Mail-Adresse zu einer Umfrage einzuladen.',
    existing: 'Sie haben mit dieser Adresse bereits ein Konto im Portal. Daher wurde keine Einladung versandt und Ihr Konto nicht verändert. %{organisation} wurde nicht mitgeteilt, dass Sie ein Konto haben.',
    contact: 'Falls Sie diese Einladung erwartet haben, wenden Sie sich bitte an die Person, die Sie eingeladen hat. Andernfalls können Sie diese Nachricht ignorieren.',
    button: 'Anmelden',
  },
  reminder: {
    subject: 'Erinnerung: Ihr Fragebogen für %{survey}',
    intro: 'Dies ist eine Erinnerung von %{organisation}: Ihr Fragebogen für „%{survey}“ (%{description}) ist noch nicht abgeschlossen.',
    due: 'Bitte füllen Sie ihn bis zum %{date} aus; danach kann der Fragebogen nicht mehr gespeichert werden.',
    drafts: 'Mit „Als Entwurf speichern“ bleiben Ihre Antworten bearbeitbar; „Absenden“ macht sie endgültig.',
    button: 'Ihre Fragebögen öffnen',
  },
  passwordReset: {
    subject: 'Ihr Code zum Zurücksetzen des Passworts',
    intro: 'Wir haben eine Anfrage erhalten, das Passwort Ihres Kontos im Diagnoseportal zurückzusetzen. Ihr Bestätigungscode lautet:',
    validity: 'Der Code ist %{minutes} Minuten gültig und kann einmal verwendet werden.',
    button: 'Code eingeben',
    footer: 'Falls Sie kein neues Passwort angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.',
  },
  emailVerification: {
    subject: 'Bestätigen Sie Ihre E-Mail-Adresse',
    intro: 'Vielen Dank für Ihre Registrierung im Diagnoseportal. Um zu bestätigen, dass diese Adresse Ihnen gehört, geben Sie diesen Code nach der Anmeldung auf Ihrem Dashboard ein:',
    validity: 'Der Code ist %{hours} Stunden gültig. Solange die Adresse nicht bestätigt ist, versendet das Portal keine Einladungen im Namen Ihrer Organisation.',
    button: 'Anmelden',
    footer: 'Falls Sie sich nicht registriert haben, ignorieren Sie diese E-Mail: In Ihrem Namen wird nichts versandt.',
  },
  signupExistingAccount: {
    subject: 'Jemand hat versucht, sich mit Ihrer E-Mail-Adresse zu registrieren',
    intro: 'Soeben hat jemand versucht, sich mit dieser E-Mail-Adresse im Diagnoseportal zu registrieren. Sie haben bereits ein Konto, daher wurde kein neues Konto angelegt.',
    ifYou: 'Falls Sie es waren, melden Sie sich mit Ihrem bisherigen Passwort unter %{link} an. Falls Sie es vergessen haben, legen Sie ein neues fest:',
    button: 'Passwort zurücksetzen',
    footer: 'Falls Sie es nicht waren, ignorieren Sie diese E-Mail: Ihr Konto ist unverändert.',
  },
};
