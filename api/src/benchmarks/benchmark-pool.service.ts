import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import type { AuthUser } from '../auth/auth-user';
import { ApiError } from '../common/filters/api-error';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { CustomersService } from '../customers/customers.service';
import { InquiryTypesService } from '../inquiry-types/inquiry-types.service';
import { counts } from './benchmark-release-rule';
import { BenchmarkReleasesService } from './benchmark-releases.service';
import { deleteExclusion, insertExclusion, isExcluded } from './benchmarks.repository';
import { BenchmarkPoolDto, ExclusionDto } from './dto/benchmark-pool.dto';

/** The super admin's view of a benchmark pool and the exclusions (test and demo organisations). */
@Injectable()
export class BenchmarkPoolService {
  constructor(
    private readonly customers: CustomersService,
    private readonly inquiryTypes: InquiryTypesService,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly releases: BenchmarkReleasesService,
    private readonly audit: AuditService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async pool(inquiryTypeId: number): Promise<BenchmarkPoolDto> {
    if (!(await this.inquiryTypes.exists(inquiryTypeId))) throw ApiError.notFound('Inquiry type');
    const state = await this.releases.state(inquiryTypeId);
    const released = new Set(state.members.map((m) => m.customerId));
    return {
      InquiryTypeId: inquiryTypeId,
      MinOrgs: this.releases.minOrgs,
      ReleasedOrgCount: state.release?.orgCount ?? 0,
      ReleasedAt: state.release ? new Date(state.release.releasedAt).toISOString() : null,
      PendingChanges: this.releases.pendingChanges(state),
      Rows: state.candidates.map((c) => ({
        CustomerId: c.customerId,
        CustomerName: c.customerName,
        InquiryId: c.inquiryId,
        Forms: c.forms,
        ContributesToBenchmarks: c.contributes,
        Excluded: c.excluded,
        Counts: counts(c, this.config.minRespondents),
        InRelease: released.has(c.customerId),
      })),
    };
  }

  async setExcluded(user: AuthUser, customerId: number, excluded: boolean): Promise<ExclusionDto> {
    if (!(await this.customers.exists(customerId))) throw ApiError.notFound('Customer');
    const m = this.dataSource.manager;
    const was = await isExcluded(m, customerId);
    if (excluded && !was) await insertExclusion(m, customerId, user.id);
    if (!excluded && was) await deleteExclusion(m, customerId);
    if (excluded !== was) {
      await this.audit.record({
        action: excluded ? 'benchmark.exclude' : 'benchmark.include',
        actorUserId: user.id,
        customerId,
        target: `Customer ${customerId}`,
        detail: null,
      });
    }
    return { CustomerId: customerId, Excluded: excluded };
  }

  async excluded(customerId: number): Promise<ExclusionDto> {
    if (!(await this.customers.exists(customerId))) throw ApiError.notFound('Customer');
    return { CustomerId: customerId, Excluded: await isExcluded(this.dataSource.manager, customerId) };
  }
}
