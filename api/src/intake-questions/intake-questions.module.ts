import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { InquiriesModule } from '../inquiries/inquiries.module';
import { InquiryTypesModule } from '../inquiry-types/inquiry-types.module';
import { IntakeQuestion } from './intake-question.entity';
import { IntakeQuestionsController } from './intake-questions.controller';
import { IntakeQuestionsService } from './intake-questions.service';

@Module({
  imports: [TypeOrmModule.forFeature([IntakeQuestion]), InquiryTypesModule, InquiriesModule],
  controllers: [IntakeQuestionsController],
  providers: [IntakeQuestionsService],
})
export class IntakeQuestionsModule {}
