import { Module } from '@nestjs/common';
import { CustomersModule } from '../customers/customers.module';
import { InquiriesModule } from '../inquiries/inquiries.module';
import { InvitationLimitsModule } from '../invitation-limits/invitation-limits.module';
import { PeopleModule } from '../people/people.module';
import { TranslationsModule } from '../translations/translations.module';
import { UsersModule } from '../users/users.module';
import { AnonymousRespondentsService } from './anonymous-respondents.service';
import { FormProgressService } from './form-progress.service';
import { InquiryRespondentsController } from './inquiry-respondents.controller';
import { InvitationResendService } from './invitation-resend.service';
import { InvitationsService } from './invitations.service';
import { ReminderTargetsService } from './reminder-targets.service';
import { RespondentActionsController } from './respondent-actions.controller';
import { RespondentAttributesService } from './respondent-attributes.service';
import { RespondentRemovalService } from './respondent-removal.service';
import { RespondentRemovalHooksModule } from './respondent-removal-hooks.module';
import { RespondentsService } from './respondents.service';
import { AuditModule } from '../audit/audit.module';
import { FilesModule } from '../files/files.module';
import { InquiryAccessModule } from '../inquiries/inquiry-access.module';
import { MailModule } from '../mail/mail.module';

/** The respondents of an inquiry: invitations (add, resend, quotas), removal, their forms' progress and attributes. */
@Module({
  imports: [
    InquiriesModule,
    MailModule,
    InquiryAccessModule,
    FilesModule,
    AuditModule,
    UsersModule,
    CustomersModule,
    InvitationLimitsModule,
    TranslationsModule,
    PeopleModule,
    RespondentRemovalHooksModule,
  ],
  controllers: [InquiryRespondentsController, RespondentActionsController],
  providers: [
    RespondentsService,
    InvitationsService,
    FormProgressService,
    ReminderTargetsService,
    InvitationResendService,
    RespondentRemovalService,
    RespondentAttributesService,
    AnonymousRespondentsService,
  ],
  exports: [
    AnonymousRespondentsService,
    RespondentAttributesService,
    RespondentsService,
    InvitationsService,
    FormProgressService,
    ReminderTargetsService,
  ],
})
export class RespondentsModule {}
