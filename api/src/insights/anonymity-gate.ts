import { ANONYMITY_TEXTS } from '@portal/contracts';
import type { AuthUser } from '../auth/auth-user';
import { isSuperAdmin } from '../auth/tenant-scope';
import { ClosingFacts, closeReason, formsNeeded } from './snapshot-rule';

/**
 * The anonymity floor of computed aggregates (computed inputs, area colours derived from them,
 * importance-performance analysis, Don't Know shares): a customer admin sees them only from the
 * inquiry's snapshot (snapshot-rule.ts), never live. The super admin reads live figures; operator-authored
 * content (findings, scenarios, roadmap, an uploaded Inputs sheet) is not gated.
 */
export interface AnonymityGate {
  /** True when the computed figures are withheld from this caller. */
  Gated: boolean;
  /** The floor in force (MIN_RESPONDENTS). */
  MinRespondents: number;
  /** Completed forms of the inquiry (live: a count reveals no answer). */
  CompletedForms: number;
  /** Completed forms still needed before figures can appear (0 when not gated or when only the close is awaited). */
  Needed: number;
  /** A readable line for the insight pages: why figures are withheld, or that they are a snapshot. */
  Message: string | null;
  /** When the snapshot the customer admin sees was taken; null before the first. */
  SnapshotTakenAt: Date | null;
  /** Completed forms the snapshot holds; null before the first. */
  SnapshotForms: number | null;
}

export function anonymityGate(
  user: Pick<AuthUser, 'role'>,
  inquiry: ClosingFacts,
  snapshot: { forms: number; takenAt: Date } | null,
  minRespondents: number,
  now = new Date(),
): AnonymityGate {
  const completed = inquiry.completedCount;
  const base = {
    MinRespondents: minRespondents,
    CompletedForms: completed,
    SnapshotTakenAt: snapshot?.takenAt ?? null,
    SnapshotForms: snapshot?.forms ?? null,
  };
  if (isSuperAdmin(user as AuthUser)) return { ...base, Gated: false, Needed: 0, Message: null };
  if (snapshot)
    return { ...base, Gated: false, Needed: 0, Message: snapshotMessage(inquiry, snapshot, minRespondents) };
  const needed = formsNeeded(completed, null, minRespondents);
  const closed = closeReason(inquiry, now) !== null;
  const message = !closed
    ? ANONYMITY_TEXTS.awaitingPublication(minRespondents, needed)
    : needed > 0
      ? ANONYMITY_TEXTS.closedBelowFloor(minRespondents, completed)
      : ANONYMITY_TEXTS.closedUnpublished(completed);
  return { ...base, Gated: true, Needed: needed, Message: message };
}

/**
 * What a customer admin is told beside (or, unpublished, instead of) a snapshot's figures: their day and forms, and
 * why forms completed since are not in them: published, the inquiry takes no more answers; unpublished, a newer
 * snapshot waits for MIN_RESPONDENTS more forms than this one holds.
 */
function snapshotMessage(inquiry: ClosingFacts, snapshot: { forms: number; takenAt: Date }, min: number): string {
  if (!inquiry.resultsUploadedAt) {
    return ANONYMITY_TEXTS.snapshotUnpublished(
      snapshot.takenAt,
      snapshot.forms,
      formsNeeded(inquiry.completedCount, snapshot.forms, min),
    );
  }
  const after = inquiry.completedCount - snapshot.forms;
  const shown = ANONYMITY_TEXTS.snapshot(snapshot.takenAt, snapshot.forms);
  return after > 0 ? `${shown} ${ANONYMITY_TEXTS.snapshotLeavesOut(after, min)}` : shown;
}
