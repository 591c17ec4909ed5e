import { Module } from '@nestjs/common';
import { TranslationsModule } from '../translations/translations.module';
import { InquiryTypesModule } from '../inquiry-types/inquiry-types.module';
import { IntakeQuestionsModule } from '../intake-questions/intake-questions.module';
import { InquiriesController } from './inquiries.controller';
import { InquiriesService } from './inquiries.service';
import { IntakeAnswersService } from './intake-answers.service';
import { AuditModule } from '../audit/audit.module';
import { InquiryAccessModule } from './inquiry-access.module';

/** Inquiries and their intake answers (customer-and-respondent.md §7); respondents and documents have their own modules. */
@Module({
  imports: [InquiryAccessModule, AuditModule, InquiryTypesModule, IntakeQuestionsModule, TranslationsModule],
  controllers: [InquiriesController],
  providers: [InquiriesService, IntakeAnswersService],
  exports: [InquiriesService, IntakeAnswersService],
})
export class InquiriesModule {}
