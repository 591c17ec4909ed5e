import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { paginate, Paged } from '../common/paging/paged';
import { AuditEvent } from './audit-event.entity';
import { AuditLogItem, toAuditLogItem } from './audit-log.mapper';
import { AuditLogQueryDto } from './dto/audit-log-query.dto';

export interface AuditEntry {
  action: string;
  actorUserId?: number | null;
  customerId?: number | null;
  target?: string | null;
  detail?: string | null;
  ip?: string | null;
}

/** Records security-relevant events and lists them. Recording never fails the request that caused it. */
@Injectable()
export class AuditService {
  constructor(@InjectRepository(AuditEvent) private readonly events: Repository<AuditEvent>) {}

  async record(entry: AuditEntry): Promise<void> {
    await this.events
      .insert({
        action: entry.action,
        actorUserId: entry.actorUserId ?? null,
        customerId: entry.customerId ?? null,
        target: entry.target?.slice(0, 200) ?? null,
        detail: entry.detail ?? null,
        ip: entry.ip?.slice(0, 64) ?? null,
      })
      .catch(() => undefined);
  }

  /** Newest first; only one action, or one user's events, when asked. */
  list(query: AuditLogQueryDto): Promise<Paged<AuditLogItem>> {
    const qb = this.events.createQueryBuilder('e').orderBy('e.createdAt', 'DESC').addOrderBy('e.id', 'DESC');
    if (query.action) qb.andWhere('e.action = :action', { action: query.action });
    if (query.userId) qb.andWhere('e.actorUserId = :userId', { userId: query.userId });
    return paginate(qb, query, toAuditLogItem);
  }
}
