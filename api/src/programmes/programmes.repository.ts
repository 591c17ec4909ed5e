import { EntityManager, IsNull, LessThanOrEqual, Not } from 'typeorm';
import type { AuthUser } from '../auth/auth-user';
import { scopeToTenant } from '../auth/tenant-scope';
import { paginate, type Paged } from '../common/paging/paged';
import type { PageQueryDto } from '../common/paging/page-query.dto';
import { ProgrammeRound, type RoundStatus } from './programme-round.entity';
import { Programme } from './programme.entity';

/* The statements on programmes and programme_rounds, each taking the caller's EntityManager. */

export type ProgrammeFields = Omit<Programme, 'id' | 'createdAt' | 'updatedAt'>;

export function programmePage<T>(
  m: EntityManager,
  user: AuthUser,
  page: PageQueryDto,
  map: (p: Programme) => T,
): Promise<Paged<T>> {
  const qb = m.createQueryBuilder(Programme, 'p').orderBy('p.id', 'DESC');
  return paginate(scopeToTenant(qb, user), page, map);
}

export function findProgramme(m: EntityManager, id: number): Promise<Programme | null> {
  return m.findOneBy(Programme, { id });
}

export async function insertProgramme(m: EntityManager, fields: ProgrammeFields): Promise<number> {
  const result = await m.insert(Programme, fields);
  return Number(result.identifiers[0].id);
}

export async function updateProgramme(m: EntityManager, id: number, fields: Partial<ProgrammeFields>): Promise<void> {
  await m.update(Programme, { id }, fields);
}

/** Deletes the programme and its rounds' records (the rounds' inquiries stay). */
export async function deleteProgramme(m: EntityManager, id: number): Promise<void> {
  await m.delete(ProgrammeRound, { programmeId: id });
  await m.delete(Programme, { id });
}

/** Running programmes whose next round is due by `now`, the longest waiting first. */
export function dueProgrammes(m: EntityManager, now: Date, limit: number): Promise<Programme[]> {
  return m.find(Programme, {
    where: { pausedAt: IsNull(), nextRoundAt: LessThanOrEqual(now) },
    order: { nextRoundAt: 'ASC', id: 'ASC' },
    take: limit,
  });
}

/**
 * Moves a running programme on from round `fromIndex` to the next one with a conditional UPDATE: only the caller
 * whose UPDATE still sees the round it read as next gets to create that round.
 */
export async function advanceProgramme(
  m: EntityManager,
  id: number,
  fromIndex: number,
  next: { index: number; at: Date },
): Promise<boolean> {
  const result = await m
    .createQueryBuilder()
    .update(Programme)
    .set({ nextRoundIndex: next.index, nextRoundAt: next.at })
    .where('id = :id AND next_round_index = :fromIndex AND paused_at IS NULL', { id, fromIndex })
    .execute();
  return result.affected === 1;
}

export async function insertRound(
  m: EntityManager,
  round: Pick<ProgrammeRound, 'programmeId' | 'roundIndex' | 'scheduledAt'>,
): Promise<number> {
  const result = await m.insert(ProgrammeRound, { ...round, status: 'Creating' as RoundStatus });
  return Number(result.identifiers[0].id);
}

export async function settleRound(
  m: EntityManager,
  id: number,
  outcome: { status: RoundStatus; inquiryId: number | null; invitedCount: number; error: string | null },
): Promise<void> {
  await m.update(ProgrammeRound, { id }, outcome);
}

export function roundPage<T>(
  m: EntityManager,
  programmeId: number,
  page: PageQueryDto,
  map: (r: ProgrammeRound) => T,
): Promise<Paged<T>> {
  const qb = m
    .createQueryBuilder(ProgrammeRound, 'r')
    .where('r.programmeId = :programmeId', { programmeId })
    .orderBy('r.scheduledAt', 'DESC')
    .addOrderBy('r.id', 'DESC');
  return paginate(qb, page, map);
}

export function countRounds(m: EntityManager, programmeId: number): Promise<number> {
  return m.countBy(ProgrammeRound, { programmeId });
}

/** The newest round that made an inquiry (invited or not): the one the next round's inquiry follows in its series. */
export function lastRoundWithInquiry(m: EntityManager, programmeId: number): Promise<ProgrammeRound | null> {
  return m.findOne(ProgrammeRound, {
    where: { programmeId, inquiryId: Not(IsNull()) },
    order: { scheduledAt: 'DESC', id: 'DESC' },
  });
}

/** The newest round claimed: a new schedule or a resume goes on after it, never making it again. */
export function lastRound(m: EntityManager, programmeId: number): Promise<ProgrammeRound | null> {
  return m.findOne(ProgrammeRound, { where: { programmeId }, order: { scheduledAt: 'DESC', id: 'DESC' } });
}
