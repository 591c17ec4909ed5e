import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { transaction } from '../database/transaction';
import { enpsQuestionsOf } from '../insights/enps-figures';
import { loadQuestionSet } from '../question-sets/question-set';
import {
  copyMemberTotals,
  PoolCandidate,
  poolCandidates,
  snapshotEnpsCounts,
} from '../read-models/benchmark-pool.read-model';
import { counts, mayRelease, mayShow, PoolMember, poolChanges } from './benchmark-release-rule';
import { BenchmarkRelease } from './benchmark-release.entity';
import {
  deleteMembersOfType,
  findRelease,
  insertMember,
  insertReleasePlaceholder,
  lockRelease,
  markReleased,
  MemberEnps,
  memberEnpsOfType,
  MemberTotal,
  membersOfType,
  memberTotalsOfType,
  setMemberEnps,
} from './benchmarks.repository';

/** The released pool of one inquiry type as a read finds it (after releasing a new one when the rule allows). */
export interface PoolState {
  release: BenchmarkRelease | null;
  members: PoolMember[];
  candidates: PoolCandidate[];
  qualifying: PoolMember[];
  shown: boolean;
}

const member = (c: PoolMember): PoolMember => ({ customerId: c.customerId, inquiryId: c.inquiryId, forms: c.forms });

/** Releases and reads benchmark pools (the rule: benchmark-release-rule.ts). */
@Injectable()
export class BenchmarkReleasesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  get minOrgs(): number {
    return this.config.benchmarkMinOrgs;
  }

  /** The pool as it stands, without releasing (the super admin's pool screen). */
  async state(inquiryTypeId: number): Promise<PoolState> {
    const candidates = await poolCandidates(this.dataSource.manager, inquiryTypeId);
    const qualifying = candidates.filter((c) => counts(c, this.config.minRespondents)).map(member);
    const stored = await findRelease(this.dataSource.manager, inquiryTypeId);
    // A row with no organisations is the placeholder a first release locks (below), not a release.
    const release = stored && stored.orgCount > 0 ? stored : null;
    const members = release ? (await membersOfType(this.dataSource.manager, inquiryTypeId)).map(member) : [];
    const still = new Set(qualifying.map((q) => q.customerId));
    return {
      release,
      members,
      candidates,
      qualifying,
      shown: release !== null && mayShow(members, still, this.minOrgs),
    };
  }

  /** The pool a Benchmark read uses: a new release first when the rule allows one (re-checked inside the transaction). */
  async current(inquiryTypeId: number): Promise<PoolState> {
    const state = await this.state(inquiryTypeId);
    if (!mayRelease(state.release ? state.members : null, state.qualifying, this.minOrgs)) return state;
    // One row per type for concurrent releasers to queue on (MariaDB): a placeholder until the first release.
    await insertReleasePlaceholder(this.dataSource.manager, inquiryTypeId);
    await transaction(this.dataSource, async (m) => {
      const locked = await lockRelease(m, inquiryTypeId);
      const members = locked.orgCount > 0 ? (await membersOfType(m, inquiryTypeId)).map(member) : null;
      // Re-checked under the lock: a concurrent read may have released these candidates already.
      if (!mayRelease(members, state.qualifying, this.minOrgs)) return;
      await deleteMembersOfType(m, inquiryTypeId);
      for (const q of state.qualifying) {
        await insertMember(m, inquiryTypeId, q);
        await copyMemberTotals(m, inquiryTypeId, q);
        await this.copyMemberEnps(m, inquiryTypeId, q);
      }
      await markReleased(m, inquiryTypeId, state.qualifying.length);
    });
    return this.state(inquiryTypeId);
  }

  /**
   * Freezes a member's eNPS with its other figures: the first eNPS question of its inquiry (form order, as its own
   * trend reads it), library or approved custom, from the snapshot the member is counted with; only when that
   * question has at least MIN_RESPONDENTS answers, the floor under which its own eNPS read shows nothing.
   */
  private async copyMemberEnps(m: EntityManager, inquiryTypeId: number, member: PoolMember): Promise<void> {
    const [question] = enpsQuestionsOf(await loadQuestionSet(m, { id: member.inquiryId, inquiryTypeId }));
    if (!question) return;
    const counts = await snapshotEnpsCounts(m, member.inquiryId, question);
    if (counts.answers < this.config.minRespondents) return;
    await setMemberEnps(m, inquiryTypeId, member.customerId, counts);
  }

  /** The released members' eNPS counts of one type (members without one left out). */
  memberEnps(inquiryTypeId: number): Promise<MemberEnps[]> {
    return memberEnpsOfType(this.dataSource.manager, inquiryTypeId);
  }

  /** Members that differ between the released pool and the organisations that qualify now. */
  pendingChanges(state: PoolState): number {
    return poolChanges(state.members, state.qualifying);
  }

  /** The released members' per-question performance totals of one type. */
  memberTotals(inquiryTypeId: number): Promise<MemberTotal[]> {
    return memberTotalsOfType(this.dataSource.manager, inquiryTypeId);
  }
}
