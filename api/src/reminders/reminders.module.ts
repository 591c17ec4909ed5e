import { Module } from '@nestjs/common';
import { TranslationsModule } from '../translations/translations.module';
import { CustomersModule } from '../customers/customers.module';
import { RespondentsModule } from '../respondents/respondents.module';
import { InvitationLimitsModule } from '../invitation-limits/invitation-limits.module';
import { UsersModule } from '../users/users.module';
import { ReminderTimer } from './reminder-timer.service';
import { RemindersController } from './reminders.controller';
import { RemindersService } from './reminders.service';

/** Reminder mails: on request of the customer admin, and automatically before expiry. */
@Module({
  imports: [CustomersModule, RespondentsModule, UsersModule, InvitationLimitsModule, TranslationsModule],
  controllers: [RemindersController],
  providers: [RemindersService, ReminderTimer],
  exports: [RemindersService, ReminderTimer],
})
export class RemindersModule {}
