import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { IntakeAnswerCountsModule } from '../inquiries/intake-answer-counts.module';
import { InquiryTypesModule } from '../inquiry-types/inquiry-types.module';
import { IntakeQuestion } from './intake-question.entity';
import { IntakeQuestionsController } from './intake-questions.controller';
import { IntakeQuestionsService } from './intake-questions.service';

@Module({
  imports: [TypeOrmModule.forFeature([IntakeQuestion]), InquiryTypesModule, IntakeAnswerCountsModule],
  controllers: [IntakeQuestionsController],
  providers: [IntakeQuestionsService],
  exports: [IntakeQuestionsService],
})
export class IntakeQuestionsModule {}
