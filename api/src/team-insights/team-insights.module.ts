import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { InquiryAccessModule } from '../inquiries/inquiry-access.module';
import { InsightsModule } from '../insights/insights.module';
import { ReportSharesModule } from '../report-shares/report-shares.module';
import { TeamFiguresWorkers } from './team-figures-workers';
import { TeamInsightsController } from './team-insights.controller';
import { TeamInsightsService } from './team-insights.service';

/** Manager views of an inquiry's results (docs/features/managers.md). */
@Module({
  imports: [InquiryAccessModule, InsightsModule, ReportSharesModule, AuditModule],
  controllers: [TeamInsightsController],
  providers: [TeamInsightsService, TeamFiguresWorkers],
})
export class TeamInsightsModule {}
