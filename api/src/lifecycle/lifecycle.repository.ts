import { EntityManager, In, IsNull, LessThan, Not } from 'typeorm';
import type { AuthUser } from '../auth/auth-user';
import { scopeToTenant } from '../auth/tenant-scope';
import { paginate, type Paged } from '../common/paging/paged';
import type { PageQueryDto } from '../common/paging/page-query.dto';
import { LifecycleInvitation } from './lifecycle-invitation.entity';
import { LifecyclePeriod } from './lifecycle-period.entity';
import { LifecycleSurvey } from './lifecycle-survey.entity';

/* The statements on lifecycle_surveys, lifecycle_periods and lifecycle_invitations, each taking the caller's EntityManager. */

export type LifecycleFields = Omit<LifecycleSurvey, 'id' | 'createdAt' | 'updatedAt'>;

export function lifecyclePage<T>(
  m: EntityManager,
  user: AuthUser,
  page: PageQueryDto,
  map: (s: LifecycleSurvey) => T,
): Promise<Paged<T>> {
  const qb = m.createQueryBuilder(LifecycleSurvey, 's').orderBy('s.id', 'DESC');
  return paginate(scopeToTenant(qb, user), page, map);
}

export function findLifecycle(m: EntityManager, id: number): Promise<LifecycleSurvey | null> {
  return m.findOneBy(LifecycleSurvey, { id });
}

/** Every organisation's lifecycle surveys, oldest first: the timer looks at each on every tick. */
export function allLifecycles(m: EntityManager): Promise<LifecycleSurvey[]> {
  return m.find(LifecycleSurvey, { order: { id: 'ASC' } });
}

export async function insertLifecycle(m: EntityManager, fields: LifecycleFields): Promise<number> {
  const result = await m.insert(LifecycleSurvey, fields);
  return Number(result.identifiers[0].id);
}

export async function updateLifecycle(m: EntityManager, id: number, fields: Partial<LifecycleFields>): Promise<void> {
  await m.update(LifecycleSurvey, { id }, fields);
}

/** Deletes the survey with its periods' and invitations' records (the periods' inquiries stay). */
export async function deleteLifecycle(m: EntityManager, id: number): Promise<void> {
  await m.delete(LifecycleInvitation, { lifecycleId: id });
  await m.delete(LifecyclePeriod, { lifecycleId: id });
  await m.delete(LifecycleSurvey, { id });
}

/** The addresses the survey has invited (or is inviting): none of them is invited again. */
export async function claimedEmails(m: EntityManager, lifecycleId: number): Promise<Set<string>> {
  const rows = await m.find(LifecycleInvitation, { where: { lifecycleId }, select: { email: true } });
  return new Set(rows.map((r) => r.email));
}

export function findPeriod(m: EntityManager, lifecycleId: number, period: string): Promise<LifecyclePeriod | null> {
  return m.findOneBy(LifecyclePeriod, { lifecycleId, period });
}

/** The latest period before `period` whose inquiry exists: the new period's inquiry follows it in the series. */
export function previousPeriodWithInquiry(
  m: EntityManager,
  lifecycleId: number,
  period: string,
): Promise<LifecyclePeriod | null> {
  return m.findOne(LifecyclePeriod, {
    where: { lifecycleId, period: LessThan(period), inquiryId: Not(IsNull()) },
    order: { period: 'DESC' },
  });
}

/** Inserts the period's row; a unique violation means another instance claimed it first. */
export async function insertPeriod(m: EntityManager, lifecycleId: number, period: string): Promise<number> {
  const result = await m.insert(LifecyclePeriod, { lifecycleId, period, inquiryId: null });
  return Number(result.identifiers[0].id);
}

export async function setPeriodInquiry(m: EntityManager, id: number, inquiryId: number): Promise<void> {
  await m.update(LifecyclePeriod, { id }, { inquiryId });
}

/** Gives up a period claim whose inquiry could not be made: a later tick claims it again. */
export async function releasePeriod(m: EntityManager, id: number): Promise<void> {
  await m.delete(LifecyclePeriod, { id, inquiryId: IsNull() });
}

/** Inserts one person's invitation claim; a unique violation means they were claimed already. */
export async function insertInvitation(
  m: EntityManager,
  row: Pick<LifecycleInvitation, 'lifecycleId' | 'periodId' | 'email' | 'personDate'>,
): Promise<number> {
  const result = await m.insert(LifecycleInvitation, row);
  return Number(result.identifiers[0].id);
}

/** Gives up claims whose invitation was refused as a whole: a later tick tries those people again. */
export async function releaseInvitations(m: EntityManager, ids: number[]): Promise<void> {
  if (ids.length) await m.delete(LifecycleInvitation, { id: In(ids) });
}

/** The survey's periods, newest first, with how many people each invited. */
export async function periodsOf(
  m: EntityManager,
  lifecycleId: number,
): Promise<{ period: LifecyclePeriod; invited: number }[]> {
  const periods = await m.find(LifecyclePeriod, { where: { lifecycleId }, order: { period: 'DESC' } });
  const counts = await m
    .createQueryBuilder(LifecycleInvitation, 'i')
    .select('i.periodId', 'periodId')
    .addSelect('COUNT(*)', 'n')
    .where('i.lifecycleId = :lifecycleId', { lifecycleId })
    .groupBy('i.periodId')
    .getRawMany<{ periodId: number; n: number | string }>();
  const byPeriod = new Map(counts.map((c) => [Number(c.periodId), Number(c.n)]));
  return periods.map((period) => ({ period, invited: byPeriod.get(period.id) ?? 0 }));
}

export function countPeriods(m: EntityManager, lifecycleId: number): Promise<number> {
  return m.countBy(LifecyclePeriod, { lifecycleId });
}
