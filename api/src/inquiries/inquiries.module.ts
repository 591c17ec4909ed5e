import { Module } from '@nestjs/common';
import { TranslationsModule } from '../translations/translations.module';
import { AnswersModule } from '../answers/answers.module';
import { CustomersModule } from '../customers/customers.module';
import { InquiryTypesModule } from '../inquiry-types/inquiry-types.module';
import { IntakeQuestionsModule } from '../intake-questions/intake-questions.module';
import { InvitationLimitsModule } from '../invitation-limits/invitation-limits.module';
import { UsersModule } from '../users/users.module';
import { DocumentsService } from './documents.service';
import { FormProgressService } from './form-progress.service';
import { InquiriesController } from './inquiries.controller';
import { InquiriesService } from './inquiries.service';
import { InquiryDocumentsController } from './inquiry-documents.controller';
import { InquiryRespondentsController } from './inquiry-respondents.controller';
import { IntakeAnswersService } from './intake-answers.service';
import { InvitationsService } from './invitations.service';
import { InvitationResendService } from './invitation-resend.service';
import { RespondentActionsController } from './respondent-actions.controller';
import { RespondentRemovalService } from './respondent-removal.service';
import { ReminderTargetsService } from './reminder-targets.service';
import { RespondentsService } from './respondents.service';
import { RespondentAttributesService } from './respondent-attributes.service';
import { PeopleModule } from '../people/people.module';

/** Inquiries, intake answers, respondents and documents (customer-and-respondent.md §7). */
@Module({
  imports: [
    UsersModule,
    CustomersModule,
    AnswersModule,
    InquiryTypesModule,
    IntakeQuestionsModule,
    InvitationLimitsModule,
    TranslationsModule,
    PeopleModule,
  ],
  controllers: [
    InquiriesController,
    InquiryRespondentsController,
    InquiryDocumentsController,
    RespondentActionsController,
  ],
  providers: [
    InquiriesService,
    IntakeAnswersService,
    RespondentsService,
    DocumentsService,
    InvitationsService,
    FormProgressService,
    ReminderTargetsService,
    InvitationResendService,
    RespondentRemovalService,
    RespondentAttributesService,
  ],
  exports: [
    RespondentAttributesService,
    RespondentsService,
    InvitationsService,
    FormProgressService,
    ReminderTargetsService,
  ],
})
export class InquiriesModule {}
