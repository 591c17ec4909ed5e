import type { AuthUser } from '../auth/auth-user';
import { isSuperAdmin } from '../auth/tenant-scope';

/**
 * The anonymity floor of computed aggregates (issue 14): a customer admin sees figures computed
 * from answers (computed inputs, importance-performance analysis, Don't Know shares) only once at
 * least `minRespondents` forms of the inquiry are completed. The super admin is never gated;
 * operator-authored content (findings, scenarios, roadmap, an uploaded Inputs sheet) is not gated.
 */
export interface AnonymityGate {
  /** True when the computed figures are withheld from this caller. */
  Gated: boolean;
  /** The floor in force (MIN_RESPONDENTS). */
  MinRespondents: number;
  /** Completed forms of the inquiry. */
  CompletedForms: number;
  /** Completed forms still needed before the figures are shown (0 when not gated). */
  Needed: number;
  /** A readable line for the insight pages; null when not gated. */
  Message: string | null;
}

export function gateMessage(needed: number, minRespondents: number): string {
  return `To protect respondents' anonymity these figures are shown once at least ${minRespondents} forms are completed: ${needed} more ${needed === 1 ? 'is' : 'are'} needed.`;
}

export function anonymityGate(user: Pick<AuthUser, 'role'>, completedForms: number, minRespondents: number): AnonymityGate {
  const needed = Math.max(0, minRespondents - completedForms);
  const gated = !isSuperAdmin(user as AuthUser) && needed > 0;
  return { Gated: gated, MinRespondents: minRespondents, CompletedForms: completedForms, Needed: gated ? needed : 0, Message: gated ? gateMessage(needed, minRespondents) : null };
}
