import type { Catalogue } from '../catalogue';

/** An inquiry's open link and its printable poster (docs/features/open-links.md). */
export const openLinksEnglish: Catalogue = {
  open: 'Open link',
  title: 'Open link: %{name}',
  intro:
    'Anyone holding the link can answer this inquiry without an account and without giving a name: staff without a mailbox, a kiosk, a poster. Each browser answers once.',
  notOpen: 'This inquiry is not open by link.',
  isOpen: 'This inquiry is open by link.',
  groupQuestions: 'Group questions (optional)',
  groupHelp:
    'Respondents may say which group they belong to, e.g. their department: choose up to 3 attributes of your people directory. Nobody checks what they declare, and small groups are rolled up as always.',
  groupNone:
    'Your people directory has no attributes yet, so the link will ask no group question. Import people with columns such as Department to offer them.',
  groupValues: '%{smart_count} value |||| %{smart_count} values',
  groupTooManyValues: 'more than 60 values: too fine to offer',
  openButton: 'Open by link',
  opened: 'The inquiry is open by link',
  linkClosed:
    'The inquiry takes no more answers (it expired or its results are published): whoever opens the link is told the survey is closed.',
  url: 'Address of the link',
  copy: 'Copy',
  copyNamed: 'Copy the address of the link',
  copied: 'Address copied',
  copyFailed: 'The address could not be copied: select it and copy it by hand',
  qr: 'QR code',
  qrAlt: 'QR code of the link %{url}',
  qrFailed: 'The QR code could not be loaded',
  responses: 'Forms started',
  completed: 'Forms completed',
  createdAt: 'Opened on',
  groupsAsked: 'Group questions asked',
  groupsNoneAsked: 'None',
  poster: 'Printable poster',
  revoke: 'Revoke link',
  revokeTitle: 'Revoke the link?',
  revokeText:
    'The link and its QR code stop working at once: anyone who opens them is told the survey is closed. The answers already given stay and count as before. You can open a new link later; it will have a new address.',
  revoked: 'The link is revoked',
  revokedNothing: 'There was no open link to revoke',
  readOnly: 'You are viewing this open link: only the organisation’s admins can open or revoke it.',
  notAttribute: '%{name} is not an attribute of your people directory',
  tooManyValues: '%{name} has more than 60 values; choose a coarser attribute',
  posterTitle: 'Poster: %{name}',
  posterLanguage: 'Language of the poster',
  print: 'Print',
  printHelp: 'Prints on one A4 page; the buttons and menus are not printed.',
  posterHeading: 'Your opinion counts',
  posterScan: 'Scan the code with your phone’s camera, or type this address:',
  posterAnonymous: 'Anonymous: no name is asked, and each device answers once.',
  posterFloor:
    'Results are only shown for groups of at least %{smart_count} person. |||| Results are only shown for groups of at least %{smart_count} people.',
  source: 'Source',
  sourceInvited: 'Invitation',
  unverified: 'Unverified (open link)',
  unverifiedHelp:
    'Answered through the inquiry’s open link: no invitation, no name, and any group the person declared is unchecked.',
  apiLines: {
    intakeFirst: 'Please submit the intake answers before opening the inquiry to a link',
    noMoreAnswers: 'This inquiry takes no more answers: it cannot be opened to a link',
    alreadyOpen: 'This inquiry already has an open link; revoke it first to make a new one',
    closed: 'This survey link is closed. Thank you for your interest.',
    atMostThree: 'At most 3 group questions',
  },
};
