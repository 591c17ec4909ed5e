/**
 * What the insight screens and the API say about the anonymity floor. A customer admin reads computed figures
 * (inputs, colours, analysis, heatmap) only once the results are published, from a snapshot taken when the inquiry closed (every respondent completed,
 * the expiry date passed or the results were published) over at least MIN_RESPONDENTS completed forms, renewed
 * only with MIN_RESPONDENTS more; a respondent's form takes no more answers once the results are published.
 */
const forms = (n: number) => `${n} completed ${n === 1 ? 'form' : 'forms'}`;
const more = (n: number) => `${n} more ${n === 1 ? 'is' : 'are'} needed`;

/** A snapshot's day as the screens print it (UTC, so every reader sees the same day). */
export function snapshotDay(takenAt: string | Date): string {
  return new Date(takenAt).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

export const ANONYMITY_TEXTS = {
  /** Still collecting, before any snapshot: what needs the inquiry's close only (comments and their themes). */
  collecting: (minRespondents: number, needed: number) =>
    `To protect respondents' anonymity these figures appear once, when the inquiry closes (every respondent completed, the expiry date passed or the results are published), and only over at least ${forms(minRespondents)}` +
    (needed > 0 ? `: ${more(needed)}.` : '.'),
  /** Still collecting, before any snapshot: computed figures, which a customer admin reads only from published results. */
  awaitingPublication: (minRespondents: number, needed: number) =>
    `To protect respondents' anonymity these figures appear only once the results are published, and only over at least ${forms(minRespondents)}` +
    (needed > 0 ? `: ${more(needed)}.` : '.'),
  /** Closed (expiry or every respondent completed) with enough forms, results not published yet. */
  closedUnpublished: (completed: number) =>
    `The inquiry has closed with ${forms(completed)}. To protect respondents' anonymity these figures appear only once the results are published.`,
  /** Closed with fewer forms than the floor. */
  closedBelowFloor: (minRespondents: number, completed: number) =>
    `To protect respondents' anonymity these figures are not shown: the inquiry closed with ${forms(completed)}, fewer than the ${minRespondents} required.`,
  /** The figures shown are a snapshot (results published). */
  snapshot: (takenAt: string | Date, snapshotForms: number) =>
    `These figures are a snapshot from ${snapshotDay(takenAt)} of ${forms(snapshotForms)}, taken when the inquiry closed.`,
  /** After `snapshot`: forms completed after it, which a published inquiry will never add (it takes no more answers). */
  snapshotLeavesOut: (after: number, minRespondents: number) =>
    `The ${after === 1 ? 'form' : `${after} forms`} completed after it ${after === 1 ? 'is' : 'are'} left out: to protect respondents' anonymity a snapshot is renewed only with at least ${minRespondents} more, and the inquiry takes no more answers.`,
  /** A snapshot exists but the results are not published: what the customer admin will read, and when it is renewed. */
  snapshotUnpublished: (takenAt: string | Date, snapshotForms: number, neededForNew: number) =>
    `A snapshot from ${snapshotDay(takenAt)} of ${forms(snapshotForms)} was taken when the inquiry closed; these figures appear only once the results are published. ` +
    (neededForNew > 0
      ? `To protect respondents' anonymity a newer snapshot needs ${neededForNew} more completed ${neededForNew === 1 ? 'form' : 'forms'}.`
      : 'Publishing the results takes a newer snapshot of the forms completed since.'),
  /** The super admin's note beside live figures: what the customer admin sees instead. */
  operatorNote: (
    completed: number,
    snapshot: { takenAt: string | Date; forms: number } | null,
    minRespondents: number,
  ) =>
    `Live figures of ${forms(completed)}. ` +
    (snapshot
      ? `The customer admin sees the snapshot from ${snapshotDay(snapshot.takenAt)} of ${forms(snapshot.forms)}.`
      : `The customer admin sees no figures until the results are published with at least ${forms(minRespondents)}.`),
  /** A respondent opening or saving a form after the inquiry closed. */
  formClosed: 'This survey has closed: the results are published and no more answers are accepted.',
} as const;
