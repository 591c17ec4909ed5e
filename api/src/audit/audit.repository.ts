import { Brackets, EntityManager, LessThan, LessThanOrEqual, SelectQueryBuilder } from 'typeorm';
import { paginate, Paged } from '../common/paging/paged';
import { AuditEntry } from './audit-entry';
import { AuditEvent } from './audit-event.entity';
import { rangeEnd } from './audit-range';
import { AuditLogQueryDto } from './dto/audit-log-query.dto';

/* The statements on audit_events, each taking the caller's EntityManager (the data source's: the audit writes apart from any transaction). */

/** Inserts the row of an event seen `count` times from firstAt to lastAt; answers its id. Texts are cut to their columns. */
export async function insertEvent(
  m: EntityManager,
  e: AuditEntry,
  count: number,
  firstAt: Date,
  lastAt: Date,
): Promise<number> {
  const result = await m.insert(AuditEvent, {
    action: e.action,
    outcome: e.outcome ?? 'succeeded',
    status: e.status ?? null,
    actorUserId: e.actorUserId ?? null,
    actorEmail: e.actorEmail?.slice(0, 254) ?? null,
    customerId: e.customerId ?? null,
    target: e.target?.slice(0, 200) ?? null,
    detail: e.detail ?? null,
    ip: e.ip?.slice(0, 64) ?? null,
    method: e.method?.slice(0, 10) ?? null,
    route: e.route?.slice(0, 200) ?? null,
    count,
    createdAt: firstAt,
    lastAt,
  });
  return Number(result.identifiers[0]?.id);
}

/** Sets an aggregated row's count and last time. */
export async function updateEventCount(m: EntityManager, id: number, count: number, lastAt: Date): Promise<void> {
  await m.update(AuditEvent, { id }, { count, lastAt });
}

const escapeLike = (s: string) => s.replace(/[!%_]/g, (c) => `!${c}`);

/** The events the list and the export show for a query, newest first. */
function filteredEvents(m: EntityManager, query: AuditLogQueryDto): SelectQueryBuilder<AuditEvent> {
  const qb = m.createQueryBuilder(AuditEvent, 'e').orderBy('e.createdAt', 'DESC').addOrderBy('e.id', 'DESC');
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

/** One page of the events a query selects, newest first. */
export function pageOfEvents<T>(
  m: EntityManager,
  query: AuditLogQueryDto,
  map: (e: AuditEvent) => T,
): Promise<Paged<T>> {
  return paginate(filteredEvents(m, query), query, map);
}

/** The events a query selects, newest first, at most `limit`. */
export function eventsOf(m: EntityManager, query: AuditLogQueryDto, limit: number): Promise<AuditEvent[]> {
  return filteredEvents(m, query).take(limit).getMany();
}

/** Deletes the rows first seen before `cutoff`; answers how many went. */
export async function deleteEventsBefore(m: EntityManager, cutoff: Date): Promise<number> {
  return (await m.delete(AuditEvent, { createdAt: LessThan(cutoff) })).affected ?? 0;
}

/** The id of the newest row beyond the `kept` newest ones, if there are more. */
export async function newestIdBeyond(m: EntityManager, kept: number): Promise<number | undefined> {
  const [edge] = await m.find(AuditEvent, { select: { id: true }, order: { id: 'DESC' }, skip: kept, take: 1 });
  return edge?.id;
}

/** Deletes the rows up to this id; answers how many went. */
export async function deleteEventsUpTo(m: EntityManager, id: number): Promise<number> {
  return (await m.delete(AuditEvent, { id: LessThanOrEqual(id) })).affected ?? 0;
}
