import { Module } from '@nestjs/common';
import { TranslationsModule } from '../translations/translations.module';
import { CustomersModule } from '../customers/customers.module';
import { RespondentsModule } from '../respondents/respondents.module';
import { InvitationLimitsModule } from '../invitation-limits/invitation-limits.module';
import { UsersModule } from '../users/users.module';
import { ReminderTimer } from './reminder-timer.service';
import { RemindersController } from './reminders.controller';
import { RemindersService } from './reminders.service';
import { AuditModule } from '../audit/audit.module';
import { InquiryAccessModule } from '../inquiries/inquiry-access.module';
import { MailModule } from '../mail/mail.module';

/** Reminder mails: on request of the customer admin, and automatically before expiry. */
@Module({
  imports: [
    MailModule,
    InquiryAccessModule,
    AuditModule,
    CustomersModule,
    RespondentsModule,
    UsersModule,
    InvitationLimitsModule,
    TranslationsModule,
  ],
  controllers: [RemindersController],
  providers: [RemindersService, ReminderTimer],
  exports: [RemindersService, ReminderTimer],
})
export class RemindersModule {}
