import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { IntakeAnswer } from '../inquiries/intake-answer.entity';
import { InquiryTypesModule } from '../inquiry-types/inquiry-types.module';
import { IntakeQuestion } from './intake-question.entity';
import { IntakeQuestionsController } from './intake-questions.controller';
import { IntakeQuestionsService } from './intake-questions.service';

@Module({
  imports: [TypeOrmModule.forFeature([IntakeQuestion, IntakeAnswer]), InquiryTypesModule],
  controllers: [IntakeQuestionsController],
  providers: [IntakeQuestionsService],
})
export class IntakeQuestionsModule {}
