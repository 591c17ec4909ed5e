import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/audit.module';
import { ClockModule } from '../common/clock/clock.module';
import { InquiriesModule } from '../inquiries/inquiries.module';
import { InsightsModule } from '../insights/insights.module';
import { PeopleModule } from '../people/people.module';
import { ProgrammesModule } from '../programmes/programmes.module';
import { LifecycleFieldsCheck } from './lifecycle-fields.check';
import { LifecycleInvitation } from './lifecycle-invitation.entity';
import { LifecyclePeriod } from './lifecycle-period.entity';
import { LifecycleSurvey } from './lifecycle-survey.entity';
import { LifecycleTimer } from './lifecycle-timer.service';
import { LifecycleTriggers } from './lifecycle-triggers.service';
import { LifecycleController } from './lifecycle.controller';
import { LifecycleService } from './lifecycle.service';

/** Onboarding and exit surveys (docs/features/lifecycle.md): their settings, periods, and the timer that invites. */
@Module({
  imports: [
    TypeOrmModule.forFeature([LifecycleSurvey, LifecyclePeriod, LifecycleInvitation]),
    AuditModule,
    ClockModule,
    InquiriesModule,
    InsightsModule,
    PeopleModule,
    ProgrammesModule,
  ],
  controllers: [LifecycleController],
  providers: [LifecycleService, LifecycleFieldsCheck, LifecycleTriggers, LifecycleTimer],
})
export class LifecycleModule {}
