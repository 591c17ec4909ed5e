import { CommentsModule } from '../comments/comments.module';
import { JobsModule } from '../jobs/jobs.module';
import { BenchmarksModule } from '../benchmarks/benchmarks.module';
import { TrendsModule } from '../trends/trends.module';
import { Module } from '@nestjs/common';
import { CustomersModule } from '../customers/customers.module';
import { InsightsModule } from '../insights/insights.module';
import { ResultsModule } from '../results/results.module';
import { TranslationsModule } from '../translations/translations.module';
import { CustomerReportsController } from './customer-reports.controller';
import { CustomerReportsService } from './customer-reports.service';
import { ReportsController } from './reports.controller';
import { ReportsService } from './reports.service';
import { ReportWorkers } from './report-workers';
import { AuditModule } from '../audit/audit.module';
import { FilesModule } from '../files/files.module';
import { InquiryAccessModule } from '../inquiries/inquiry-access.module';
import { ActionEffectsService } from '../actions/action-effects.service';
import { ReportActions } from './report-actions';

@Module({
  imports: [
    JobsModule,
    InquiryAccessModule,
    FilesModule,
    AuditModule,
    ResultsModule,
    InsightsModule,
    CustomersModule,
    TranslationsModule,
    CommentsModule,
    TrendsModule,
    BenchmarksModule,
  ],
  controllers: [ReportsController, CustomerReportsController],
  // ActionEffectsService is the actions module's own read, provided here as the actions module does not export it:
  // the report draws the very figures and verdicts the insights show.
  providers: [ReportsService, CustomerReportsService, ReportWorkers, ReportActions, ActionEffectsService],
})
export class ReportsModule {}
