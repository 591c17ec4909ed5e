import { Module } from '@nestjs/common';
import { TranslationsModule } from '../translations/translations.module';
import { AnswersModule } from '../answers/answers.module';
import { CustomQuestionsModule } from '../custom-questions/custom-questions.module';
import { RespondentsModule } from '../respondents/respondents.module';
import { InsightsModule } from '../insights/insights.module';
import { WebhooksModule } from '../webhooks/webhooks.module';
import { SurveyFormsService } from './survey-forms.service';
import { SurveySaveService } from './survey-save.service';
import { SurveysController } from './surveys.controller';
import { SurveyPreviewController } from './survey-preview.controller';
import { SurveyPreviewService } from './survey-preview.service';
import { AuditModule } from '../audit/audit.module';
import { FilesModule } from '../files/files.module';
import { InquiryAccessModule } from '../inquiries/inquiry-access.module';

/** Survey forms: the question set, saves (draft or completed) and the answer views. */
@Module({
  imports: [
    InquiryAccessModule,
    FilesModule,
    AuditModule,
    RespondentsModule,
    AnswersModule,
    CustomQuestionsModule,
    InsightsModule,
    TranslationsModule,
    WebhooksModule,
  ],
  controllers: [SurveysController, SurveyPreviewController],
  providers: [SurveyFormsService, SurveySaveService, SurveyPreviewService],
  // Open links answer the same forms, as a respondent without an account (docs/features/open-links.md).
  exports: [SurveyFormsService, SurveySaveService],
})
export class SurveysModule {}
