/** The Audit Log screen's filter form, as its inputs hold it. */
export interface AuditLogFilter {
  action?: string;
  email?: string;
  customerId?: number | string;
  outcome?: 'succeeded' | 'refused' | '';
  from?: string;
  to?: string;
}

const FIELDS = ['action', 'email', 'customerId', 'outcome', 'from', 'to'] as const;

/** The filled-in filters as query parameters of GET /api/AuditLog (and its export), each `&name=value`. */
export function auditLogQuery(filter: AuditLogFilter | Record<string, unknown>): string {
  const f = filter as Record<string, unknown>;
  return FIELDS.map((name) => [name, f[name]] as const)
    .filter(([, value]) => value !== undefined && value !== null && String(value).trim() !== '')
    .map(([name, value]) => `&${name}=${encodeURIComponent(String(value).trim())}`)
    .join('');
}
