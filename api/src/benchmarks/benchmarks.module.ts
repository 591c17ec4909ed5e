import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CustomersModule } from '../customers/customers.module';
import { InquiryTypesModule } from '../inquiry-types/inquiry-types.module';
import { BenchmarkExclusion } from './benchmark-exclusion.entity';
import { BenchmarkMemberTotal } from './benchmark-member-total.entity';
import { BenchmarkMember } from './benchmark-member.entity';
import { BenchmarkPoolController } from './benchmark-pool.controller';
import { BenchmarkPoolService } from './benchmark-pool.service';
import { BenchmarkRelease } from './benchmark-release.entity';
import { BenchmarkReleasesService } from './benchmark-releases.service';
import { BenchmarkService } from './benchmark.service';
import { TrendsModule } from '../trends/trends.module';
import { InsightsBenchmarkController } from './insights-benchmark.controller';
import { AuditModule } from '../audit/audit.module';
import { InquiryAccessModule } from '../inquiries/inquiry-access.module';
import { InsightsModule } from '../insights/insights.module';

/** Rounds and benchmarks (docs/features/rounds-and-benchmarks.md): the Benchmark read, released benchmark pools, exclusions. */
@Module({
  imports: [
    InquiryAccessModule,
    AuditModule,
    CustomersModule,
    InquiryTypesModule,
    TrendsModule,
    InsightsModule,
    TypeOrmModule.forFeature([BenchmarkExclusion, BenchmarkRelease, BenchmarkMember, BenchmarkMemberTotal]),
  ],
  controllers: [InsightsBenchmarkController, BenchmarkPoolController],
  providers: [BenchmarkService, BenchmarkReleasesService, BenchmarkPoolService],
  exports: [BenchmarkService],
})
export class BenchmarksModule {}
