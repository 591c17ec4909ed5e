import { Module } from '@nestjs/common';
import { AnswersModule } from '../answers/answers.module';
import { InquiriesModule } from '../inquiries/inquiries.module';
import { InsightsModule } from '../insights/insights.module';
import { SurveyFormsService } from './survey-forms.service';
import { SurveySaveService } from './survey-save.service';
import { SurveysController } from './surveys.controller';

/** Survey forms: the question set, saves (draft or completed) and the answer views. */
@Module({
  imports: [InquiriesModule, AnswersModule, InsightsModule],
  controllers: [SurveysController],
  providers: [SurveyFormsService, SurveySaveService],
})
export class SurveysModule {}
