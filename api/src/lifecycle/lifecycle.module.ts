import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/audit.module';
import { ClockModule } from '../common/clock/clock.module';
import { DiagnosticQuestionsModule } from '../diagnostic-questions/diagnostic-questions.module';
import { InquiriesModule } from '../inquiries/inquiries.module';
import { InquiryTypesModule } from '../inquiry-types/inquiry-types.module';
import { InsightsModule } from '../insights/insights.module';
import { IntakeQuestionsModule } from '../intake-questions/intake-questions.module';
import { InvitationLimitsModule } from '../invitation-limits/invitation-limits.module';
import { PathwaysModule } from '../pathways/pathways.module';
import { PeopleModule } from '../people/people.module';
import { ProgrammesModule } from '../programmes/programmes.module';
import { RespondentsModule } from '../respondents/respondents.module';
import { UsersModule } from '../users/users.module';
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
    InquiryTypesModule,
    PathwaysModule,
    DiagnosticQuestionsModule,
    IntakeQuestionsModule,
    InquiriesModule,
    InsightsModule,
    InvitationLimitsModule,
    RespondentsModule,
    PeopleModule,
    ProgrammesModule,
    UsersModule,
  ],
  controllers: [LifecycleController],
  providers: [LifecycleService, LifecycleFieldsCheck, LifecycleTriggers, LifecycleTimer],
})
export class LifecycleModule {}
