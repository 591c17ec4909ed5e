import { AuditEvent } from './audit-event.entity';
import { AuditLogItemDto } from './dto/audit-log-item.dto';

export type AuditLogItem = AuditLogItemDto;

export const toAuditLogItem = (e: AuditEvent): AuditLogItem => ({
  Id: e.id,
  Action: e.action,
  Outcome: e.outcome,
  Status: e.status,
  UserId: e.actorUserId,
  UserEmail: e.actorEmail,
  CustomerId: e.customerId,
  Method: e.method,
  Route: e.route,
  Target: e.target,
  Detail: e.detail,
  Ip: e.ip,
  Count: e.count,
  CreatedAt: e.createdAt,
  LastAt: e.lastAt ?? e.createdAt,
});
