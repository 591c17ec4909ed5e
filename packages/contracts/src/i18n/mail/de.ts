import type { MailCatalogue } from './en';
import { RESPONDENT_PRIVACY } from '../../respondent-privacy';

export const mailDe: MailCatalogue = {
  common: {
    privacy: RESPONDENT_PRIVACY.de,
    hello: 'Guten Tag,',
    helloName: 'Guten Tag %{name},',
    signature: 'Diagnoseportal',
    answerTime: 'Das Ausfüllen dauert etwa %{minutes} Minuten.',
    answerTimeOne: 'Das Ausfüllen dauert etwa eine Minute.',
    buttonFallback: 'Falls die Schaltfläche nicht funktioniert, kopieren Sie diese Adresse in Ihren Browser:',
  },
  invitation: {
    subject: '%{organisation} lädt Sie zu einer Diagnoseumfrage ein',
    title: 'Sie sind zu einer Diagnoseumfrage eingeladen',
    intro: '%{inviter} von %{organisation} lädt Sie ein, an der Umfrage „%{survey}“ teilzunehmen.',
    introText: '%{inviter} von %{organisation} lädt Sie ein, an der Umfrage „%{survey}“ teilzunehmen.',
    steps:
      'Erstellen Sie Ihr Konto (Organisation und E-Mail-Adresse sind bereits ausgefüllt) und füllen Sie den Fragebogen bis zum %{date} aus.',
    stepsText:
      'Erstellen Sie Ihr Konto über den folgenden Link (Organisation und E-Mail-Adresse sind bereits ausgefüllt) und füllen Sie den Fragebogen bis zum %{date} aus.',
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
    existing:
      'Sie haben mit dieser Adresse bereits ein Konto im Portal. Daher wurde keine Einladung versandt und Ihr Konto nicht verändert. %{organisation} wurde nicht mitgeteilt, dass Sie ein Konto haben.',
    contact:
      'Falls Sie diese Einladung erwartet haben, wenden Sie sich bitte an die Person, die Sie eingeladen hat. Andernfalls können Sie diese Nachricht ignorieren.',
    button: 'Anmelden',
  },
  reminder: {
    subject: 'Erinnerung: Ihr Fragebogen für %{survey}',
    intro:
      'Dies ist eine Erinnerung von %{organisation}: Ihr Fragebogen für „%{survey}“ (%{description}) ist noch nicht abgeschlossen.',
    due: 'Bitte füllen Sie ihn bis zum %{date} aus; danach kann der Fragebogen nicht mehr gespeichert werden.',
    drafts: 'Mit „Als Entwurf speichern“ bleiben Ihre Antworten bearbeitbar; „Absenden“ macht sie endgültig.',
    button: 'Ihre Fragebögen öffnen',
  },
  ssoLinkCode: {
    subject: 'Ihr Code zum Verknüpfen der Anmeldung Ihrer Organisation',
    intro:
      'Jemand hat sich über das Single Sign-on Ihrer Organisation als %{email} angemeldet und möchte es mit Ihrem Konto im Diagnoseportal verknüpfen. Ihr Code lautet:',
    validity: 'Der Code ist %{minutes} Minuten gültig und kann einmal verwendet werden.',
    footer: 'Falls Sie das nicht waren, ignorieren Sie diese E-Mail: ohne den Code wird nichts verknüpft.',
  },
  ssoUnlinked: {
    subject: 'Die Anmeldung Ihrer Organisation wurde geändert',
    intro:
      'Ihre Organisation hat ihren Single-Sign-on-Anbieter geändert; die Verknüpfung mit Ihrem Konto im Diagnoseportal wurde daher entfernt.',
    next: 'Wenn Sie das nächste Mal mit Ihrer Organisation fortfahren, bestätigen Sie einmal, dass das Konto Ihnen gehört – mit Ihrem Passwort oder einem Code an diese Adresse.',
    button: 'Zum Portal',
  },
  ssoUnlinkedByPassword: {
    subject: 'Die Anmeldung Ihrer Organisation wurde getrennt',
    intro:
      'Das Passwort Ihres Kontos im Diagnoseportal wurde geändert; daher wurden alle Verknüpfungen zwischen dem Single Sign-on Ihrer Organisation und diesem Konto entfernt.',
  },
  passwordReset: {
    subject: 'Ihr Code zum Zurücksetzen des Passworts',
    intro:
      'Wir haben eine Anfrage erhalten, das Passwort Ihres Kontos im Diagnoseportal zurückzusetzen. Ihr Bestätigungscode lautet:',
    validity: 'Der Code ist %{minutes} Minuten gültig und kann einmal verwendet werden.',
    button: 'Code eingeben',
    footer:
      'Falls Sie kein neues Passwort angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.',
  },
  emailVerification: {
    subject: 'Bestätigen Sie Ihre E-Mail-Adresse',
    intro:
      'Vielen Dank für Ihre Registrierung im Diagnoseportal. Um zu bestätigen, dass diese Adresse Ihnen gehört, geben Sie diesen Code nach der Anmeldung auf Ihrem Dashboard ein:',
    validity:
      'Der Code ist %{hours} Stunden gültig. Solange die Adresse nicht bestätigt ist, versendet das Portal keine Einladungen im Namen Ihrer Organisation.',
    button: 'Anmelden',
    footer: 'Falls Sie sich nicht registriert haben, ignorieren Sie diese E-Mail: In Ihrem Namen wird nichts versandt.',
  },
  signupConfirmation: {
    subject: 'Bestätigen Sie Ihre Registrierung',
    intro:
      'Vielen Dank, dass Sie %{organisation} im Diagnoseportal registriert haben. Um zu bestätigen, dass diese Adresse Ihnen gehört, und Ihr Konto anzulegen, öffnen Sie diesen Link:',
    validity:
      'Der Link funktioniert einmal und %{hours} Stunden lang. Bis Sie ihn öffnen, besteht kein Konto und Sie können sich nicht anmelden.',
    button: 'Registrierung bestätigen',
    footer: 'Falls Sie sich nicht registriert haben, ignorieren Sie diese E-Mail: Ohne den Link wird nichts angelegt.',
  },
  signupExistingAccount: {
    subject: 'Jemand hat versucht, sich mit Ihrer E-Mail-Adresse zu registrieren',
    intro:
      'Soeben hat jemand versucht, sich mit dieser E-Mail-Adresse im Diagnoseportal zu registrieren. Sie haben bereits ein Konto, daher wurde kein neues Konto angelegt.',
    ifYou:
      'Falls Sie es waren, melden Sie sich mit Ihrem bisherigen Passwort unter %{link} an. Falls Sie es vergessen haben, legen Sie ein neues fest:',
    button: 'Passwort zurücksetzen',
    footer: 'Falls Sie es nicht waren, ignorieren Sie diese E-Mail: Ihr Konto ist unverändert.',
  },
  customQuestionApproved: {
    subject: 'Ihre eigene Frage wurde freigegeben',
    intro:
      'Das Team des Diagnoseportals hat Ihre eigene Frage „%{question}“ für die Befragung „%{inquiry}“ freigegeben.',
    scope:
      'Sie wird nun in jedem Fragebogen dieser Befragung gestellt, der noch nicht abgeschlossen ist; vor heute abgeschlossene Fragebögen enthalten sie nicht.',
    button: 'Ihre eigenen Fragen öffnen',
  },
  customQuestionRejected: {
    subject: 'Ihre eigene Frage wurde nicht freigegeben',
    intro:
      'Das Team des Diagnoseportals hat Ihre eigene Frage „%{question}“ für die Befragung „%{inquiry}“ nicht freigegeben.',
    reason: 'Begründung: %{reason}',
    noReason: 'Es wurde keine Begründung angegeben.',
    next: 'Sie können die Frage ändern; eine geänderte Frage wird erneut geprüft.',
    button: 'Frage bearbeiten',
  },
  resultsPublished: {
    subject: 'Die Ergebnisse von „%{inquiry}“ sind veröffentlicht',
    intro: 'Die Ergebnisse Ihrer Befragung „%{inquiry}“ (%{survey}) sind veröffentlicht.',
    read: 'Sie können jetzt die Erkenntnisse, Empfehlungen und den Fahrplan lesen und den Bericht herunterladen.',
    closed: 'Die Fragebögen dieser Befragung sind geschlossen: Befragte können keine Antworten mehr absenden.',
    button: 'Ergebnisse ansehen',
  },
  actionAssigned: {
    subject: 'Ihnen wurde eine Maßnahme zugewiesen: „%{action}“',
    intro:
      '%{assigner} hat Sie als verantwortliche Person für die Maßnahme „%{action}“ zu den Ergebnissen von „%{inquiry}“ eingetragen.',
    due: 'Sie ist am %{due} fällig.',
    noDue: 'Sie hat noch kein Fälligkeitsdatum.',
    next: 'Im Portal können Sie den Fortschritt festhalten und den Status ändern.',
    button: 'Portal öffnen',
  },
  actionDueSoon: {
    subject: 'Fällig am %{due}: „%{action}“',
    intro:
      'Die Maßnahme „%{action}“ zu den Ergebnissen von „%{inquiry}“, für die Sie verantwortlich sind, ist am %{due} fällig.',
    next: 'Halten Sie im Portal den Fortschritt fest oder ändern Sie den Status; passt das Datum nicht mehr, bitten Sie Ihre Kundenadministration, es zu verschieben.',
  },
  actionOverdue: {
    subject: 'Überfällig: „%{action}“',
    intro:
      'Die Maßnahme „%{action}“ zu den Ergebnissen von „%{inquiry}“, für die Sie verantwortlich sind, war am %{due} fällig und ist noch nicht erledigt.',
    next: 'Halten Sie im Portal den Stand fest, markieren Sie sie als erledigt oder bitten Sie Ihre Kundenadministration, sie fallen zu lassen oder das Datum zu verschieben.',
  },
};
