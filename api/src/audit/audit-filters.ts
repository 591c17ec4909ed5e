import { Brackets, Repository, SelectQueryBuilder } from 'typeorm';
import { AuditEvent } from './audit-event.entity';
import { AuditLogQueryDto } from './dto/audit-log-query.dto';
import { rangeEnd } from './audit-range';

const escapeLike = (s: string) => s.replace(/[!%_]/g, (c) => `!${c}`);

/** The events the list and the export show for a query, newest first. */
export function filteredEvents(
  events: Repository<AuditEvent>,
  query: AuditLogQueryDto,
): SelectQueryBuilder<AuditEvent> {
  const qb = events.createQueryBuilder('e').orderBy('e.createdAt', 'DESC').addOrderBy('e.id', 'DESC');
  if (query.action) qb.andWhere('e.action = :action', { action: query.action });
  if (query.userId) qb.andWhere('e.actorUserId = :userId', { userId: query.userId });
  if (query.email)
    qb.andWhere("LOWER(e.actorEmail) LIKE :email ESCAPE '!'", { email: `%${escapeLike(query.email.toLowerCase())}%` });
  if (query.customerId) qb.andWhere('e.customerId = :customerId', { customerId: query.customerId });
  if (query.outcome) qb.andWhere('e.outcome = :outcome', { outcome: query.outcome });
  if (query.from) {
    const from = new Date(query.from);
    // An aggregated row spans first..last time: it is in range if it was last seen after `from`.
    qb.andWhere(new Brackets((w) => w.where('e.lastAt >= :from', { from }).orWhere('e.createdAt >= :from', { from })));
  }
  if (query.to) {
    qb.andWhere('e.createdAt < :to', { to: new Date(rangeEnd(query.to)) });
  }
  return qb;
}
