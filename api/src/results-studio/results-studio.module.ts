import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { FindingsModule } from '../findings/findings.module';
import { InquiryAccessModule } from '../inquiries/inquiry-access.module';
import { InsightsModule } from '../insights/insights.module';
import { RecommendationsModule } from '../recommendations/recommendations.module';
import { ResultsModule } from '../results/results.module';
import { RoadmapsModule } from '../roadmaps/roadmaps.module';
import { TranslationsModule } from '../translations/translations.module';
import { TrendsModule } from '../trends/trends.module';
import { ResultsDraftService } from './results-draft.service';
import { ResultsDraftWorkbookService } from './results-draft-workbook.service';
import { ResultsPreviewService } from './results-preview.service';
import { ResultsPublicationService } from './results-publication.service';
import { ResultsStudioController } from './results-studio.controller';
import { ResultsSuggestionsService } from './results-suggestions.service';

/** The results studio: a draft per inquiry, its preview, publication and suggestions (docs/features/results-studio.md). */
@Module({
  imports: [
    InquiryAccessModule,
    AuditModule,
    ResultsModule,
    InsightsModule,
    TrendsModule,
    FindingsModule,
    RecommendationsModule,
    RoadmapsModule,
    TranslationsModule,
  ],
  controllers: [ResultsStudioController],
  providers: [
    ResultsDraftService,
    ResultsPublicationService,
    ResultsPreviewService,
    ResultsSuggestionsService,
    ResultsDraftWorkbookService,
  ],
})
export class ResultsStudioModule {}
