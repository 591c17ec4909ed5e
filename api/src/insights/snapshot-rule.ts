import type { Inquiry } from '../inquiries/inquiry.entity';
import { isPast } from '../inquiries/inquiry-read';

/**
 * When a customer admin's figures may change (the anonymity floor). A customer admin sees the
 * computed figures of an inquiry only from a stored snapshot:
 * - none while the inquiry collects answers (live figures would move by one person per completion);
 * - one taken when it closes: every respondent completed, the expiry passed, or the results were published;
 * - a later snapshot only once at least MIN_RESPONDENTS more forms are completed than the last one holds,
 *   so any two snapshots differ by at least that many people, never by one.
 * A snapshot is never taken over fewer than MIN_RESPONDENTS forms.
 */
export type CloseReason = 'published' | 'expired' | 'all-completed';

export type ClosingFacts = Pick<Inquiry, 'resultsUploadedAt' | 'expiryDate' | 'respondentCount' | 'completedCount'>;

/** Why the inquiry no longer collects answers, or null while it does. */
export function closeReason(inquiry: ClosingFacts, now = new Date()): CloseReason | null {
  if (inquiry.resultsUploadedAt) return 'published';
  if (isPast(inquiry.expiryDate, now)) return 'expired';
  if (inquiry.respondentCount > 0 && inquiry.completedCount >= inquiry.respondentCount) return 'all-completed';
  return null;
}

/** Whether a snapshot over `completed` forms may be taken, given the forms of the last one (null: none yet). */
export function maySnapshot(completed: number, lastForms: number | null, minRespondents: number): boolean {
  if (completed < minRespondents) return false;
  return lastForms === null || completed >= lastForms + minRespondents;
}

/** Completed forms still needed before the next snapshot may be taken (0 once it may, if the inquiry is closed). */
export function formsNeeded(completed: number, lastForms: number | null, minRespondents: number): number {
  return Math.max(0, (lastForms === null ? minRespondents : lastForms + minRespondents) - completed);
}
