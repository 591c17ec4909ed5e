import type { RecordOf } from '../providers/records';
import { formatNumber } from '@portal/contracts';
import { currentLanguage, tr } from '../i18n/i18nProvider';

export type AuditRow = RecordOf<'audit-log'>;

const pad = (n: number) => String(n).padStart(2, '0');

/** A time as the operator reads it: local YYYY-MM-DD HH:MM:SS. */
export function auditTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** When an event happened: one time, or the first and last time of a repeated one with its count. */
export function auditWhen(row: Pick<AuditRow, 'CreatedAt' | 'LastAt' | 'Count'>): string {
  const first = auditTime(row.CreatedAt);
  if (row.Count <= 1) return first;
  return `${first} – ${auditTime(row.LastAt)} (${formatNumber(row.Count, currentLanguage())}×)`;
}

/** Who acted: the email when known, else the user id, else the address alone. */
export function auditActor(row: Pick<AuditRow, 'UserEmail' | 'UserId'>): string {
  if (row.UserEmail) return row.UserEmail;
  return row.UserId ? tr('portal.ui.userNumber', { id: row.UserId }) : tr('portal.ui.anonymous');
}

/** The organisation's name from the customers list, or its id when it is gone from it. */
export function auditOrganisation(customerId: number | null, names: ReadonlyMap<number, string>): string {
  if (customerId === null) return '';
  return names.get(customerId) ?? `#${customerId}`;
}
