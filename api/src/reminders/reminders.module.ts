import { Module } from '@nestjs/common';
import { TranslationsModule } from '../translations/translations.module';
import { CustomersModule } from '../customers/customers.module';
import { InquiriesModule } from '../inquiries/inquiries.module';
import { InvitationLimitsModule } from '../invitation-limits/invitation-limits.module';
import { UsersModule } from '../users/users.module';
import { ReminderTimer } from './reminder-timer.service';
import { RemindersController } from './reminders.controller';
import { RemindersService } from './reminders.service';

/** Reminder mails: on request of the customer admin, and automatically before expiry. */
@Module({
  imports: [CustomersModule, InquiriesModule, UsersModule, InvitationLimitsModule, TranslationsModule],
  controllers: [RemindersController],
  providers: [RemindersService, ReminderTimer],
  exports: [RemindersService, ReminderTimer],
})
export class RemindersModule {}
