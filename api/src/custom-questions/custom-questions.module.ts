import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Respondent } from '../inquiries/respondent.entity';
import { SurveyAnswer } from '../surveys/survey-answer.entity';
import { CustomQuestion } from './custom-question.entity';
import { CustomQuestionsController } from './custom-questions.controller';
import { CustomQuestionsService } from './custom-questions.service';

/** InquiryAccess comes from the global InquiryAccessModule. */
@Module({
  imports: [TypeOrmModule.forFeature([CustomQuestion, Respondent, SurveyAnswer])],
  controllers: [CustomQuestionsController],
  providers: [CustomQuestionsService],
})
export class CustomQuestionsModule {}
