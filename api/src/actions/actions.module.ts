import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { InquiryAccessModule } from '../inquiries/inquiry-access.module';
import { InvitationLimitsModule } from '../invitation-limits/invitation-limits.module';
import { MailModule } from '../mail/mail.module';
import { RespondentsModule } from '../respondents/respondents.module';
import { TranslationsModule } from '../translations/translations.module';
import { TrendsModule } from '../trends/trends.module';
import { UsersModule } from '../users/users.module';
import { ActionTarget } from './action-target.entity';
import { ActionUpdate } from './action-update.entity';
import { Action } from './action.entity';
import { ActionDueMails } from './action-due-mails.service';
import { ActionDueTimer } from './action-due-timer.service';
import { ActionEffectsController } from './action-effects.controller';
import { ActionEffectsService } from './action-effects.service';
import { ActionsController, InquiryActionsController } from './actions.controller';
import { ActionsService } from './actions.service';
import { SharedActionsService } from './shared-actions.service';

/** Action planning (docs/features/actions.md): actions on an inquiry's results, their progress and whether they worked. */
@Module({
  imports: [
    InquiryAccessModule,
    UsersModule,
    TrendsModule,
    RespondentsModule,
    MailModule,
    InvitationLimitsModule,
    TranslationsModule,
    TypeOrmModule.forFeature([Action, ActionTarget, ActionUpdate]),
  ],
  controllers: [InquiryActionsController, ActionsController, ActionEffectsController],
  providers: [ActionsService, ActionEffectsService, SharedActionsService, ActionDueMails, ActionDueTimer],
  // The report draws the very figures and verdicts the insights show.
  exports: [ActionEffectsService],
})
export class ActionsModule {}
