import { AuditEvent } from './audit-event.entity';

/** One audit event on the wire. */
export interface AuditLogItem {
  Id: number;
  Action: string;
  UserId: number | null;
  CustomerId: number | null;
  Target: string | null;
  Detail: string | null;
  Ip: string | null;
  CreatedAt: Date;
}

export const toAuditLogItem = (e: AuditEvent): AuditLogItem => ({
  Id: e.id,
  Action: e.action,
  UserId: e.actorUserId,
  CustomerId: e.customerId,
  Target: e.target,
  Detail: e.detail,
  Ip: e.ip,
  CreatedAt: e.createdAt,
});
