import { EntityManager } from 'typeorm';
import { forUpdate } from '../database/transaction';
import { isUniqueViolation } from '../database/unique-violation';
import { BenchmarkExclusion } from './benchmark-exclusion.entity';
import { BenchmarkMemberTotal } from './benchmark-member-total.entity';
import { BenchmarkMember } from './benchmark-member.entity';
import type { PoolMember } from './benchmark-release-rule';
import { BenchmarkRelease } from './benchmark-release.entity';

/**
 * The statements on the benchmarks module's tables (releases, members, their totals, exclusions), each
 * taking the caller's EntityManager. The pool's candidates and the copy of a member's totals read other
 * modules' tables: they live in read-models/benchmark-pool.read-model.ts.
 */

export interface MemberTotal {
  customerId: number;
  questionId: number;
  n: number;
  sum: number;
  sumSq: number;
}

export function findRelease(m: EntityManager, inquiryTypeId: number): Promise<BenchmarkRelease | null> {
  return m.findOneBy(BenchmarkRelease, { inquiryTypeId });
}

/** The type's release row, locked where the engine has row locks (concurrent releasers queue on it). */
export function lockRelease(m: EntityManager, inquiryTypeId: number): Promise<BenchmarkRelease> {
  return forUpdate(
    m.createQueryBuilder(BenchmarkRelease, 'r').where('r.inquiryTypeId = :inquiryTypeId', { inquiryTypeId }),
  ).getOneOrFail();
}

/** Inserts the type's placeholder release row (no organisations) unless it exists already. */
export async function insertReleasePlaceholder(m: EntityManager, inquiryTypeId: number): Promise<void> {
  await m.insert(BenchmarkRelease, { inquiryTypeId, orgCount: 0, releasedAt: new Date(0) }).catch((err: unknown) => {
    if (!isUniqueViolation(err)) throw err;
  });
}

export async function markReleased(m: EntityManager, inquiryTypeId: number, orgCount: number): Promise<void> {
  await m.update(BenchmarkRelease, { inquiryTypeId }, { orgCount, releasedAt: new Date() });
}

export function membersOfType(m: EntityManager, inquiryTypeId: number): Promise<BenchmarkMember[]> {
  return m.findBy(BenchmarkMember, { inquiryTypeId });
}

/** Deletes the type's released members and their totals. */
export async function deleteMembersOfType(m: EntityManager, inquiryTypeId: number): Promise<void> {
  await m.delete(BenchmarkMemberTotal, { inquiryTypeId });
  await m.delete(BenchmarkMember, { inquiryTypeId });
}

export async function insertMember(m: EntityManager, inquiryTypeId: number, member: PoolMember): Promise<void> {
  await m.insert(BenchmarkMember, { inquiryTypeId, ...member });
}

/** A released member's eNPS counts: each number of its eNPS question frozen with the release. */
export interface MemberEnps {
  answers: number;
  promoters: number;
  passives: number;
}

export async function setMemberEnps(
  m: EntityManager,
  inquiryTypeId: number,
  customerId: number,
  enps: MemberEnps,
): Promise<void> {
  await m.update(
    BenchmarkMember,
    { inquiryTypeId, customerId },
    { enpsAnswers: enps.answers, enpsPromoters: enps.promoters, enpsPassives: enps.passives },
  );
}

/** The eNPS counts of the released members of one type that pooled one. */
export async function memberEnpsOfType(m: EntityManager, inquiryTypeId: number): Promise<MemberEnps[]> {
  const members = await m.findBy(BenchmarkMember, { inquiryTypeId });
  return members
    .filter((r) => r.enpsAnswers > 0)
    .map((r) => ({ answers: r.enpsAnswers, promoters: r.enpsPromoters, passives: r.enpsPassives }));
}

/** The released members' per-question performance totals of one type. */
export async function memberTotalsOfType(m: EntityManager, inquiryTypeId: number): Promise<MemberTotal[]> {
  const rows = (await m.query(
    'SELECT customer_id, question_id, n_performance, sum_performance, sum_sq_performance FROM benchmark_member_totals WHERE inquiry_type_id = ?',
    [inquiryTypeId],
  )) as Record<string, number | string>[];
  return rows.map((r) => ({
    customerId: Number(r.customer_id),
    questionId: Number(r.question_id),
    n: Number(r.n_performance),
    sum: Number(r.sum_performance),
    sumSq: Number(r.sum_sq_performance),
  }));
}

export function isExcluded(m: EntityManager, customerId: number): Promise<boolean> {
  return m.existsBy(BenchmarkExclusion, { customerId });
}

export async function insertExclusion(m: EntityManager, customerId: number, excludedByUserId: number): Promise<void> {
  await m.insert(BenchmarkExclusion, { customerId, excludedByUserId });
}

export async function deleteExclusion(m: EntityManager, customerId: number): Promise<void> {
  await m.delete(BenchmarkExclusion, { customerId });
}
