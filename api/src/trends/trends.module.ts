import { Module } from '@nestjs/common';
import { AnswersModule } from '../answers/answers.module';
import { InsightsModule } from '../insights/insights.module';
import { InsightsTrendController } from './insights-trend.controller';
import { TrendService } from './trend.service';
import { InquiryAccessModule } from '../inquiries/inquiry-access.module';

/** Rounds (docs/features/rounds-and-benchmarks.md): the Trend read of an inquiry series. */
@Module({
  imports: [InquiryAccessModule, AnswersModule, InsightsModule],
  controllers: [InsightsTrendController],
  providers: [TrendService],
  exports: [TrendService],
})
export class TrendsModule {}
