import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AnswersModule } from '../answers/answers.module';
import { RespondentsModule } from '../respondents/respondents.module';
import { InsightsModule } from '../insights/insights.module';
import { CommentAnalysesService } from './comment-analyses.service';
import { CommentAnalysis } from './comment-analysis.entity';
import { CommentAnalysisWorkers } from './comment-analysis-workers';
import { CommentItem } from './comment-item.entity';
import { CommentReadsService } from './comment-reads.service';
import { CommentRelease } from './comment-release.entity';
import { CommentReleasesService } from './comment-releases.service';
import { CommentTheme } from './comment-theme.entity';
import { CommentsController } from './comments.controller';
import { InquiryAccessModule } from '../inquiries/inquiry-access.module';

@Module({
  imports: [
    InquiryAccessModule,
    AnswersModule,
    InsightsModule,
    RespondentsModule,
    TypeOrmModule.forFeature([CommentAnalysis, CommentItem, CommentTheme, CommentRelease]),
  ],
  controllers: [CommentsController],
  providers: [CommentAnalysesService, CommentAnalysisWorkers, CommentReadsService, CommentReleasesService],
  exports: [CommentReadsService],
})
export class CommentsModule {}
