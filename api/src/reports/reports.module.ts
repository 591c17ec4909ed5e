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
import { ActionsModule } from '../actions/actions.module';
import { ReportActions } from './report-actions';
import { ReportEnps } from './report-enps';

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
    ActionsModule,
  ],
  controllers: [ReportsController, CustomerReportsController],
  providers: [ReportsService, CustomerReportsService, ReportWorkers, ReportActions, ReportEnps],
})
export class ReportsModule {}
