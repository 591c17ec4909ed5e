import { AuditEvent } from './audit-event.entity';
import { AuditLogItemDto } from './dto/audit-log-item.dto';

export type AuditLogItem = AuditLogItemDto;

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
