import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/audit.module';
import { ClockModule } from '../common/clock/clock.module';
import { DiagnosticQuestionsModule } from '../diagnostic-questions/diagnostic-questions.module';
import { InquiriesModule } from '../inquiries/inquiries.module';
import { InquiryTypesModule } from '../inquiry-types/inquiry-types.module';
import { InvitationLimitsModule } from '../invitation-limits/invitation-limits.module';
import { IntakeQuestionsModule } from '../intake-questions/intake-questions.module';
import { PathwaysModule } from '../pathways/pathways.module';
import { PeopleModule } from '../people/people.module';
import { RespondentsModule } from '../respondents/respondents.module';
import { UsersModule } from '../users/users.module';
import { ProgrammeFieldsCheck } from './programme-fields.check';
import { ProgrammeRound } from './programme-round.entity';
import { ProgrammeRounds } from './programme-rounds.service';
import { ProgrammeTimer } from './programme-timer.service';
import { Programme } from './programme.entity';
import { ProgrammesController } from './programmes.controller';
import { ProgrammesService } from './programmes.service';
import { SurveyContentCheck } from './survey-content.check';
import { UnattendedSends } from './unattended-sends.service';

/** Recurring programmes (docs/features/programmes.md): their settings, and the timer that makes their rounds. */
@Module({
  imports: [
    TypeOrmModule.forFeature([Programme, ProgrammeRound]),
    AuditModule,
    ClockModule,
    InquiryTypesModule,
    PathwaysModule,
    DiagnosticQuestionsModule,
    IntakeQuestionsModule,
    InquiriesModule,
    InvitationLimitsModule,
    RespondentsModule,
    PeopleModule,
    UsersModule,
  ],
  controllers: [ProgrammesController],
  exports: [SurveyContentCheck, UnattendedSends],
  providers: [
    ProgrammesService,
    ProgrammeFieldsCheck,
    ProgrammeRounds,
    ProgrammeTimer,
    SurveyContentCheck,
    UnattendedSends,
  ],
})
export class ProgrammesModule {}
