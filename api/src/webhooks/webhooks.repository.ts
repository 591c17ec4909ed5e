import { EntityManager, In, LessThanOrEqual } from 'typeorm';
import type { AuthUser } from '../auth/auth-user';
import { scopeToTenant } from '../auth/tenant-scope';
import { PageQueryDto } from '../common/paging/page-query.dto';
import { paginate, Paged } from '../common/paging/paged';
import { WebhookDelivery } from './webhook-delivery.entity';
import { Webhook } from './webhook.entity';

/** The statements on the webhooks module's tables, each taking the caller's EntityManager. */

export type NewWebhook = Pick<Webhook, 'customerId' | 'createdByUserId' | 'url' | 'events' | 'secretSealed'>;
export type NewDelivery = Pick<
  WebhookDelivery,
  'webhookId' | 'event' | 'body' | 'status' | 'attempts' | 'nextAttemptAt'
>;
export type DueDelivery = Pick<WebhookDelivery, 'id' | 'status' | 'attempts'>;

export function countWebhooksOfCustomer(m: EntityManager, customerId: number): Promise<number> {
  return m.countBy(Webhook, { customerId });
}

/** Inserts the endpoint; answers its id. */
export async function insertWebhook(m: EntityManager, hook: NewWebhook): Promise<number> {
  const result = await m.insert(Webhook, hook);
  return Number(result.identifiers[0].id);
}

export function findWebhook(m: EntityManager, id: number): Promise<Webhook | null> {
  return m.findOneBy(Webhook, { id });
}

/** The endpoints the caller may see, newest first. */
export function webhookPage<T>(
  m: EntityManager,
  user: AuthUser,
  page: PageQueryDto,
  map: (hook: Webhook) => T,
): Promise<Paged<T>> {
  const qb = scopeToTenant(m.createQueryBuilder(Webhook, 'w'), user)
    .orderBy('w.createdAt', 'DESC')
    .addOrderBy('w.id', 'DESC');
  return paginate(qb, page, map);
}

/** The organisation's endpoints (id and events only), by id. */
export function webhookSubscriptions(m: EntityManager, customerId: number): Promise<Pick<Webhook, 'id' | 'events'>[]> {
  return m.find(Webhook, { where: { customerId }, select: { id: true, events: true }, order: { id: 'ASC' } });
}

/** Deletes the endpoint and its delivery log. */
export async function deleteWebhookWithDeliveries(m: EntityManager, id: number): Promise<void> {
  await m.delete(WebhookDelivery, { webhookId: id });
  await m.delete(Webhook, { id });
}

/** One endpoint's deliveries, newest first. */
export function deliveryPage<T>(
  m: EntityManager,
  webhookId: number,
  page: PageQueryDto,
  map: (delivery: WebhookDelivery) => T,
): Promise<Paged<T>> {
  const qb = m
    .createQueryBuilder(WebhookDelivery, 'd')
    .where('d.webhookId = :id', { id: webhookId })
    .orderBy('d.createdAt', 'DESC')
    .addOrderBy('d.id', 'DESC');
  return paginate(qb, page, map);
}

/** Inserts deliveries in one statement. */
export async function insertDeliveries(m: EntityManager, deliveries: NewDelivery[]): Promise<void> {
  await m.insert(WebhookDelivery, deliveries);
}

/** Inserts one delivery; answers its id. */
export async function insertDelivery(m: EntityManager, delivery: NewDelivery): Promise<number> {
  const result = await m.insert(WebhookDelivery, delivery);
  return Number(result.identifiers[0].id);
}

export function findDelivery(m: EntityManager, id: number): Promise<WebhookDelivery | null> {
  return m.findOneBy(WebhookDelivery, { id });
}

export function findDeliveryOrFail(m: EntityManager, id: number): Promise<WebhookDelivery> {
  return m.findOneByOrFail(WebhookDelivery, { id });
}

/** Up to `limit` deliveries to send at `now` (queued, or claimed by a sender whose lease ran out), oldest due first. */
export function dueDeliveries(m: EntityManager, now: Date, limit: number): Promise<DueDelivery[]> {
  return m.find(WebhookDelivery, {
    select: { id: true, status: true, attempts: true },
    where: { status: In(['queued', 'sending']), nextAttemptAt: LessThanOrEqual(now) },
    order: { nextAttemptAt: 'ASC', id: 'ASC' },
    take: limit,
  });
}

/**
 * Claims a delivery with a conditional update: only the instance that still sees the status and
 * attempts it read wins. Answers whether this caller won.
 */
export async function claimDelivery(m: EntityManager, row: DueDelivery, leaseUntil: Date): Promise<boolean> {
  const result = await m
    .createQueryBuilder()
    .update(WebhookDelivery)
    .set({ status: 'sending', attempts: row.attempts + 1, nextAttemptAt: leaseUntil })
    .where('id = :id AND status = :status AND attempts = :attempts', {
      id: row.id,
      status: row.status,
      attempts: row.attempts,
    })
    .execute();
  return result.affected === 1;
}

/** Records an attempt's outcome on a delivery this instance claimed. */
export async function settleDelivery(
  m: EntityManager,
  id: number,
  outcome: Pick<WebhookDelivery, 'status' | 'lastAnswer'> &
    Partial<Pick<WebhookDelivery, 'deliveredAt' | 'nextAttemptAt'>>,
): Promise<void> {
  await m.update(WebhookDelivery, { id, status: 'sending' }, outcome);
}
