import { Module } from '@nestjs/common';
import { CustomersModule } from '../customers/customers.module';
import { UsersModule } from '../users/users.module';
import { DocumentsService } from './documents.service';
import { InquiriesController } from './inquiries.controller';
import { InquiriesService } from './inquiries.service';
import { InquiryDocumentsController } from './inquiry-documents.controller';
import { InquiryRespondentsController } from './inquiry-respondents.controller';
import { IntakeAnswersService } from './intake-answers.service';
import { InvitationsService } from './invitations.service';
import { RespondentsService } from './respondents.service';

/** Inquiries, intake answers, respondents and documents (customer-and-respondent.md §7). */
@Module({
  imports: [UsersModule, CustomersModule],
  controllers: [InquiriesController, InquiryRespondentsController, InquiryDocumentsController],
  providers: [InquiriesService, IntakeAnswersService, RespondentsService, DocumentsService, InvitationsService],
  exports: [RespondentsService, InvitationsService],
})
export class InquiriesModule {}
