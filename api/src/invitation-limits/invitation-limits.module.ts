import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CustomersModule } from '../customers/customers.module';
import { UsersModule } from '../users/users.module';
import { AddParticipantsThrottle } from './add-participants-throttle.guard';
import { InvitationDayCount } from './invitation-day-count.entity';
import { InvitationQuota } from './invitation-quota.service';
import { VerifiedSender } from './verified-sender.service';

/**
 * What bounds the mail an organisation sends: a verified admin first, a daily quota, and a
 * per-organisation rate on AddParticipants. Its own module because both the respondents
 * (inquiries) and the reminders use it.
 */
@Module({
  imports: [TypeOrmModule.forFeature([InvitationDayCount]), CustomersModule, UsersModule],
  providers: [InvitationQuota, VerifiedSender, AddParticipantsThrottle],
  exports: [InvitationQuota, VerifiedSender, AddParticipantsThrottle],
})
export class InvitationLimitsModule {}
