/**
 * Which forms an analysis covers. "live": every completed form (what the super admin reads).
 * "snapshot": the forms of the customer admins' insight snapshot (insights/snapshot-rule.ts) — the
 * first `forms` completed forms in completion order — so the counts a customer admin sees change only
 * when the snapshot does, by at least MIN_RESPONDENTS forms, never by one person.
 */
export type CommentScope = 'live' | 'snapshot';
