import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { forUpdate, transaction } from '../database/transaction';
import { isUniqueViolation } from '../database/unique-violation';
import { BenchmarkMemberTotal } from './benchmark-member-total.entity';
import { BenchmarkMember } from './benchmark-member.entity';
import { copyMemberTotals, PoolCandidate, poolCandidates } from '../read-models/benchmark-pool.read-model';
import { counts, mayRelease, mayShow, PoolMember, poolChanges } from './benchmark-release-rule';
import { BenchmarkRelease } from './benchmark-release.entity';

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
    @InjectRepository(BenchmarkRelease) private readonly releases: Repository<BenchmarkRelease>,
    @InjectRepository(BenchmarkMember) private readonly members: Repository<BenchmarkMember>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  get minOrgs(): number {
    return this.config.benchmarkMinOrgs;
  }

  /** The pool as it stands, without releasing (the super admin's pool screen). */
  async state(inquiryTypeId: number): Promise<PoolState> {
    const candidates = await poolCandidates(this.dataSource.manager, inquiryTypeId);
    const qualifying = candidates.filter((c) => counts(c, this.config.minRespondents)).map(member);
    const stored = await this.releases.findOneBy({ inquiryTypeId });
    // A row with no organisations is the placeholder a first release locks (below), not a release.
    const release = stored && stored.orgCount > 0 ? stored : null;
    const members = release ? (await this.members.findBy({ inquiryTypeId })).map(member) : [];
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
    await this.releases.insert({ inquiryTypeId, orgCount: 0, releasedAt: new Date(0) }).catch((err: unknown) => {
      if (!isUniqueViolation(err)) throw err;
    });
    await transaction(this.dataSource, async (m) => {
      const locked = await forUpdate(
        m.createQueryBuilder(BenchmarkRelease, 'r').where('r.inquiryTypeId = :inquiryTypeId', { inquiryTypeId }),
      ).getOneOrFail();
      const members = locked.orgCount > 0 ? (await m.findBy(BenchmarkMember, { inquiryTypeId })).map(member) : null;
      // Re-checked under the lock: a concurrent read may have released these candidates already.
      if (!mayRelease(members, state.qualifying, this.minOrgs)) return;
      await m.delete(BenchmarkMemberTotal, { inquiryTypeId });
      await m.delete(BenchmarkMember, { inquiryTypeId });
      for (const q of state.qualifying) {
        await m.insert(BenchmarkMember, { inquiryTypeId, ...q });
        await copyMemberTotals(m, inquiryTypeId, q);
      }
      await m.update(
        BenchmarkRelease,
        { inquiryTypeId },
        { orgCount: state.qualifying.length, releasedAt: new Date() },
      );
    });
    return this.state(inquiryTypeId);
  }

  /** Members that differ between the released pool and the organisations that qualify now. */
  pendingChanges(state: PoolState): number {
    return poolChanges(state.members, state.qualifying);
  }

  /** The released members' per-question performance totals of one type. */
  async memberTotals(
    inquiryTypeId: number,
  ): Promise<{ customerId: number; questionId: number; n: number; sum: number; sumSq: number }[]> {
    const rows = (await this.dataSource.query(
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
}
