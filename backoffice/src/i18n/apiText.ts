import { backofficeEnglish, type Catalogue } from '@portal/contracts';
import { i18nProvider } from './i18nProvider';

/**
 * The catalogue texts the API sends in its error bodies. The API speaks English on the wire (the spec's error shape
 * carries no message key), so its lines are the one place the backoffice reads an English text: each of these keys'
 * English is matched whole against a line, and shown in the interface language.
 */
export const API_TEXT_SECTIONS = ['portal.apiErrors', 'portal.common', 'portal.validation'] as const;
export const API_TEXT_KEYS = [
  'portal.chasing.reminderNotSent',
  'portal.chasing.invitedNoReminderYet',
  'portal.chasing.alreadyReminded',
  'portal.chasing.completedNoReminder',
  'portal.chasing.cannotSignIn',
  'portal.chasing.alreadySignedUp',
  'portal.chasing.openLinkNobodyToMail',
  'portal.chasing.completedNoRemoval',
  'portal.chasing.publishedNoInvitations',
  'portal.chasing.publishedNoRemoval',
  'portal.chasing.expiredNoInvitations',
  'portal.messages.addANumber',
  'portal.messages.wrongFile',
  'portal.messages.noFile',
  'portal.review.reasonTooLong',
  'portal.integrations.chooseScope',
  'portal.integrations.chooseEvent',
  'portal.ui.duplicateFile',
  'portal.programmes.apiLines.realDate',
  'portal.programmes.apiLines.dateShape',
  'portal.programmes.apiLines.timeZone',
  'portal.programmes.apiLines.daysOpen',
  'portal.programmes.apiLines.cadence',
  'portal.programmes.apiLines.audienceTogether',
  'portal.programmes.apiLines.oneQuestion',
  'portal.programmes.apiLines.nameTooLong',
  'portal.managers.apiLines.selfManaged',
  'portal.managers.apiLines.notAUser',
  'portal.managers.apiLines.notAManager',
  'portal.openLinks.apiLines.intakeFirst',
  'portal.openLinks.apiLines.noMoreAnswers',
  'portal.openLinks.apiLines.alreadyOpen',
  'portal.openLinks.apiLines.closed',
  'portal.openLinks.apiLines.atMostThree',
  'portal.lifecycle.apiLines.daysAfter',
  'portal.lifecycle.apiLines.trigger',
] as const;

const englishOf = (key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Catalogue | undefined)?.[part], backofficeEnglish);

/** Every API text with its key; a text under two keys would be ambiguous (a test keeps it from happening). */
export function apiTextEntries(): [english: string, key: string][] {
  const entries: [string, string][] = [];
  for (const section of API_TEXT_SECTIONS) {
    for (const [name, english] of Object.entries((englishOf(section) ?? {}) as Catalogue))
      if (typeof english === 'string') entries.push([english, `${section}.${name}`]);
  }
  for (const key of API_TEXT_KEYS) {
    const english = englishOf(key);
    if (typeof english === 'string') entries.push([english, key]);
  }
  return entries;
}

const KEY_OF_API_TEXT = new Map(apiTextEntries());

/** One line of an API error body in the interface language when the catalogue holds it; other lines as they came. */
export const apiText = (line: string): string => {
  const key = KEY_OF_API_TEXT.get(line);
  return key ? i18nProvider.translate(key, { _: line }) : line;
};
