/**
 * What the insight screens and the API say about the anonymity floor: a customer admin's computed
 * figures come from one snapshot taken when the inquiry closes, refreshed only after MIN_RESPONDENTS
 * more completed forms; a respondent's form takes no more answers once the inquiry has closed.
 */
const forms = (n: number) => `${n} completed ${n === 1 ? 'form' : 'forms'}`;

/** A snapshot's day as the screens print it (UTC, so every reader sees the same day). */
export function snapshotDay(takenAt: string | Date): string {
  return new Date(takenAt).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

export const ANONYMITY_TEXTS = {
  /** Still collecting, before any snapshot. */
  collecting: (minRespondents: number, needed: number) =>
    `To protect respondents' anonymity these figures appear once, when the inquiry closes (every respondent completed, the expiry date passed or the results are published), and only over at least ${minRespondents} completed forms` +
    (needed > 0 ? `: ${needed} more ${needed === 1 ? 'is' : 'are'} needed.` : '.'),
  /** Closed with fewer forms than the floor. */
  closedBelowFloor: (minRespondents: number, completed: number) =>
    `To protect respondents' anonymity these figures are not shown: the inquiry closed with ${forms(completed)}, fewer than the ${minRespondents} required.`,
  /** The figures shown are a snapshot. */
  snapshot: (takenAt: string | Date, snapshotForms: number, minRespondents: number) =>
    `These figures are a snapshot from ${snapshotDay(takenAt)} of ${forms(snapshotForms)}, taken when the inquiry closed. To protect respondents' anonymity they are refreshed only after at least ${minRespondents} more forms are completed.`,
  /** The super admin's note beside live figures: what the customer admin sees instead. */
  operatorNote: (completed: number, snapshot: { takenAt: string | Date; forms: number } | null, minRespondents: number) =>
    `Live figures of ${forms(completed)}. ` +
    (snapshot
      ? `The customer admin sees the snapshot from ${snapshotDay(snapshot.takenAt)} of ${forms(snapshot.forms)}.`
      : `The customer admin sees no figures until the inquiry closes with at least ${minRespondents} completed forms.`),
  /** A respondent opening or saving a form after the inquiry closed. */
  formClosed: 'This survey has closed: the results are published and no more answers are accepted.',
} as const;
