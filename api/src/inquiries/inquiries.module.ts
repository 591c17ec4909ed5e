import { Module } from '@nestjs/common';
import { DocumentsService } from './documents.service';
import { InquiriesController } from './inquiries.controller';
import { InquiriesService } from './inquiries.service';
import { InquiryDocumentsController } from './inquiry-documents.controller';
import { InquiryRespondentsController } from './inquiry-respondents.controller';
import { IntakeAnswersService } from './intake-answers.service';
import { RespondentsService } from './respondents.service';

/** Inquiries, intake answers, respondents and documents (customer-and-respondent.md §7). */
@Module({
  controllers: [InquiriesController, InquiryRespondentsController, InquiryDocumentsController],
  providers: [InquiriesService, IntakeAnswersService, RespondentsService, DocumentsService],
  exports: [RespondentsService],
})
export class InquiriesModule {}
