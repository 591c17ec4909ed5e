import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RespondentRemovalHooksModule } from '../respondents/respondent-removal-hooks.module';
import { AnswerTotal } from './answer-total.entity';
import { AnswersService } from './answers.service';
import { SegmentTotal } from './segment-total.entity';
import { SegmentTotalsService } from './segment-totals.service';
import { SurveyAnswer } from './survey-answer.entity';

/** Survey answers and the totals kept of them: other modules read and write them through AnswersService. */
@Module({
  imports: [TypeOrmModule.forFeature([SurveyAnswer, AnswerTotal, SegmentTotal]), RespondentRemovalHooksModule],
  providers: [AnswersService, SegmentTotalsService],
  exports: [AnswersService, SegmentTotalsService],
})
export class AnswersModule {}
