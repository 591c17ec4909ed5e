import type { Catalogue } from '../catalogue';

/** Der offene Link einer Erhebung und sein Aushang zum Drucken (docs/features/open-links.md). */
export const openLinksGerman: Catalogue = {
  open: 'Offener Link',
  title: 'Offener Link: %{name}',
  intro:
    'Wer den Link hat, kann diese Erhebung ohne Konto und ohne Namen beantworten: Mitarbeitende ohne Postfach, ein Kiosk, ein Aushang. Jeder Browser antwortet einmal.',
  notOpen: 'Diese Erhebung ist nicht per Link geöffnet.',
  isOpen: 'Diese Erhebung ist per Link geöffnet.',
  groupQuestions: 'Gruppenfragen (optional)',
  groupHelp:
    'Befragte können angeben, zu welcher Gruppe sie gehören, z. B. ihre Abteilung: Wählen Sie bis zu 3 Merkmale Ihres Personenverzeichnisses. Niemand prüft die Angaben, und kleine Gruppen werden wie immer zusammengefasst.',
  groupNone:
    'Ihr Personenverzeichnis hat noch keine Merkmale, daher stellt der Link keine Gruppenfrage. Importieren Sie Personen mit Spalten wie Abteilung, um sie anzubieten.',
  groupValues: '%{smart_count} Wert |||| %{smart_count} Werte',
  groupTooManyValues: 'mehr als 60 Werte: zu fein, um sie anzubieten',
  openButton: 'Per Link öffnen',
  opened: 'Die Erhebung ist per Link geöffnet',
  linkClosed:
    'Die Erhebung nimmt keine Antworten mehr an (abgelaufen oder Ergebnisse veröffentlicht): Wer den Link öffnet, erfährt, dass die Umfrage geschlossen ist.',
  url: 'Adresse des Links',
  copy: 'Kopieren',
  copyNamed: 'Adresse des Links kopieren',
  copied: 'Adresse kopiert',
  copyFailed: 'Die Adresse konnte nicht kopiert werden: Markieren und kopieren Sie sie von Hand',
  qr: 'QR-Code',
  qrAlt: 'QR-Code des Links %{url}',
  qrFailed: 'Der QR-Code konnte nicht geladen werden',
  responses: 'Begonnene Fragebögen',
  completed: 'Abgeschlossene Fragebögen',
  createdAt: 'Geöffnet am',
  groupsAsked: 'Gestellte Gruppenfragen',
  groupsNoneAsked: 'Keine',
  poster: 'Aushang zum Drucken',
  revoke: 'Link widerrufen',
  revokeTitle: 'Link widerrufen?',
  revokeText:
    'Der Link und sein QR-Code funktionieren sofort nicht mehr: Wer sie öffnet, erfährt, dass die Umfrage geschlossen ist. Bereits gegebene Antworten bleiben und zählen wie bisher. Sie können später einen neuen Link öffnen; er erhält eine neue Adresse.',
  revoked: 'Der Link ist widerrufen',
  revokedNothing: 'Es gab keinen offenen Link zu widerrufen',
  readOnly: 'Sie sehen diesen offenen Link an: Nur die Admins der Organisation können ihn öffnen oder widerrufen.',
  notAttribute: '%{name} ist kein Merkmal Ihres Personenverzeichnisses',
  tooManyValues: '%{name} hat mehr als 60 Werte; wählen Sie ein gröberes Merkmal',
  posterTitle: 'Aushang: %{name}',
  posterLanguage: 'Sprache des Aushangs',
  print: 'Drucken',
  printHelp: 'Wird auf eine A4-Seite gedruckt; Schaltflächen und Menüs werden nicht gedruckt.',
  posterHeading: 'Ihre Meinung zählt',
  posterScan: 'Scannen Sie den Code mit der Kamera Ihres Telefons oder geben Sie diese Adresse ein:',
  posterAnonymous: 'Anonym: Es wird kein Name abgefragt, und jedes Gerät antwortet einmal.',
  posterFloor:
    'Ergebnisse werden nur für Gruppen mit mindestens %{smart_count} Person gezeigt. |||| Ergebnisse werden nur für Gruppen mit mindestens %{smart_count} Personen gezeigt.',
  source: 'Herkunft',
  sourceInvited: 'Einladung',
  unverified: 'Nicht überprüft (offener Link)',
  unverifiedHelp:
    'Über den offenen Link der Erhebung beantwortet: keine Einladung, kein Name, und eine angegebene Gruppe ist ungeprüft.',
  apiLines: {
    intakeFirst: 'Bitte reichen Sie die Antworten auf die Aufnahmefragen ein, bevor Sie die Erhebung per Link öffnen',
    noMoreAnswers: 'Diese Erhebung nimmt keine Antworten mehr an: Sie kann nicht per Link geöffnet werden',
    alreadyOpen: 'Diese Erhebung hat bereits einen offenen Link; widerrufen Sie ihn zuerst, um einen neuen anzulegen',
    closed: 'Dieser Umfragelink ist geschlossen. Vielen Dank für Ihr Interesse.',
    atMostThree: 'Höchstens 3 Gruppenfragen',
  },
};
