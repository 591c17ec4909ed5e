import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AnswersModule } from '../answers/answers.module';
import { CustomersModule } from '../customers/customers.module';
import { InquiryTypesModule } from '../inquiry-types/inquiry-types.module';
import { InsightsModule } from '../insights/insights.module';
import { BenchmarkExclusion } from './benchmark-exclusion.entity';
import { BenchmarkMemberTotal } from './benchmark-member-total.entity';
import { BenchmarkMember } from './benchmark-member.entity';
import { BenchmarkPoolController } from './benchmark-pool.controller';
import { BenchmarkPoolService } from './benchmark-pool.service';
import { BenchmarkRelease } from './benchmark-release.entity';
import { BenchmarkReleasesService } from './benchmark-releases.service';
import { BenchmarkService } from './benchmark.service';
import { InsightsTrendController } from './insights-trend.controller';
import { TrendService } from './trend.service';

/** Rounds and benchmarks (docs/features/rounds-and-benchmarks.md): Trend and Benchmark reads, released benchmark pools, exclusions. */
@Module({
  imports: [
    AnswersModule,
    CustomersModule,
    InquiryTypesModule,
    InsightsModule,
    TypeOrmModule.forFeature([BenchmarkExclusion, BenchmarkRelease, BenchmarkMember, BenchmarkMemberTotal]),
  ],
  controllers: [InsightsTrendController, BenchmarkPoolController],
  providers: [TrendService, BenchmarkService, BenchmarkReleasesService, BenchmarkPoolService],
  exports: [TrendService, BenchmarkService],
})
export class BenchmarksModule {}
