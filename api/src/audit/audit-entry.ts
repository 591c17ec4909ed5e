/** One event as a service or the refusal recorder reports it; the aggregator turns repeats into one row. */
export interface AuditEntry {
  action: string;
  /** refused for a refusal; succeeded otherwise (the default, or refused for actions ending in .failed or .inactive). */
  outcome?: 'succeeded' | 'refused';
  status?: number | null;
  actorUserId?: number | null;
  actorEmail?: string | null;
  customerId?: number | null;
  target?: string | null;
  detail?: string | null;
  ip?: string | null;
  method?: string | null;
  route?: string | null;
}
