import { Module } from '@nestjs/common';
import { TranslationsModule } from '../translations/translations.module';
import { AnswersModule } from '../answers/answers.module';
import { CustomQuestionsModule } from '../custom-questions/custom-questions.module';
import { DiagnosticQuestionsModule } from '../diagnostic-questions/diagnostic-questions.module';
import { FindingsModule } from '../findings/findings.module';
import { RecommendationsModule } from '../recommendations/recommendations.module';
import { RoadmapsModule } from '../roadmaps/roadmaps.module';
import { InsightsModule } from '../insights/insights.module';
import { WebhooksModule } from '../webhooks/webhooks.module';
import { ResultContentService } from './result-content.service';
import { ResultUploadController } from './result-upload.controller';
import { ResultInputsService } from './result-inputs.service';
import { ResultUploadService } from './result-upload.service';
import { ResultsController } from './results.controller';
import { ResultsService } from './results.service';
import { ResultsPublishedNotice } from './results-published-notice.service';
import { TemplateFiguresService } from './template-figures.service';
import { ResultWorkbookWorkers } from './result-workbook-workers';
import { CustomersModule } from '../customers/customers.module';
import { UsersModule } from '../users/users.module';
import { AuditModule } from '../audit/audit.module';
import { FilesModule } from '../files/files.module';
import { InquiryAccessModule } from '../inquiries/inquiry-access.module';
import { MailModule } from '../mail/mail.module';
import { JobsModule } from '../jobs/jobs.module';

@Module({
  imports: [
    JobsModule,
    MailModule,
    InquiryAccessModule,
    FilesModule,
    AuditModule,
    InsightsModule,
    AnswersModule,
    DiagnosticQuestionsModule,
    CustomQuestionsModule,
    FindingsModule,
    RecommendationsModule,
    RoadmapsModule,
    TranslationsModule,
    CustomersModule,
    UsersModule,
    WebhooksModule,
  ],
  controllers: [ResultUploadController, ResultsController],
  providers: [
    ResultsService,
    ResultInputsService,
    ResultUploadService,
    ResultContentService,
    ResultsPublishedNotice,
    TemplateFiguresService,
    ResultWorkbookWorkers,
  ],
  exports: [
    ResultsService,
    ResultInputsService,
    ResultContentService,
    ResultUploadService,
    TemplateFiguresService,
    ResultWorkbookWorkers,
  ],
})
export class ResultsModule {}
