import { Module } from '@nestjs/common';
import { TranslationsModule } from '../translations/translations.module';
import { InquiryTypesModule } from '../inquiry-types/inquiry-types.module';
import { IntakeQuestionsModule } from '../intake-questions/intake-questions.module';
import { InquiriesController } from './inquiries.controller';
import { InquiriesService } from './inquiries.service';
import { IntakeAnswersService } from './intake-answers.service';

/** Inquiries and their intake answers (customer-and-respondent.md §7); respondents and documents have their own modules. */
@Module({
  imports: [InquiryTypesModule, IntakeQuestionsModule, TranslationsModule],
  controllers: [InquiriesController],
  providers: [InquiriesService, IntakeAnswersService],
})
export class InquiriesModule {}
