import { Controller, HttpCode, Param, ParseIntPipe, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { AcceptsApiKey } from '../common/decorators/api-key-scope.decorator';
import { Roles } from '../common/decorators/roles.decorator';
import { Role } from '../common/domain/roles';
import { RespondentActionResultDto } from '../respondents/dto/respondent-action-result.dto';
import { SendRemindersResultDto } from './dto/send-reminders-result.dto';
import { RemindersService } from './reminders.service';

@ApiTags('Inquiry')
@ApiBearerAuth()
@Controller('Inquiry')
export class RemindersController {
  constructor(private readonly reminders: RemindersService) {}

  @Post('SendReminders/:inquiryId')
  @HttpCode(200)
  @Roles(Role.CustomerAdmin, Role.SuperAdmin)
  @AcceptsApiKey('respondents:write')
  @ApiOperation({
    summary: 'Mail a reminder to every respondent who has not completed (at most once a day per respondent)',
    description:
      'Skips, and counts in Skipped, whoever was reminded in the last 24 hours (SkippedRemindedRecently) or invited in the last 24 hours ' +
      '(SkippedInvitedRecently: the invitation mail has only just gone out). ' +
      "409 (title 'Reminder not sent') when the inquiry has expired or its results are published; 404 for another organisation's inquiry.",
  })
  @ApiOkResponse({ type: SendRemindersResultDto })
  send(@CurrentUser() user: AuthUser, @Param('inquiryId', ParseIntPipe) inquiryId: number) {
    return this.reminders.sendReminders(user, inquiryId);
  }

  @Post(':inquiryId/Respondents/:respondentId/Remind')
  @HttpCode(200)
  @Roles(Role.CustomerAdmin, Role.SuperAdmin)
  @ApiOperation({
    summary: 'Mail a reminder to one respondent who has not completed',
    description:
      'Under the same rules as SendReminders: at most once a day per respondent and not in the first 24 hours after the invitation ' +
      "(409, title 'Reminder not sent', its line saying which; GetRespondents gives NextReminderAt), counted against the daily invitation quota (429). " +
      'A pending invitee gets a fresh sign-up link (earlier links stop working). 409 for a completed form, an expired inquiry or published results; ' +
      "404 for another organisation's inquiry or respondent.",
  })
  @ApiOkResponse({ type: RespondentActionResultDto })
  remindOne(
    @CurrentUser() user: AuthUser,
    @Param('inquiryId', ParseIntPipe) inquiryId: number,
    @Param('respondentId', ParseIntPipe) respondentId: number,
  ) {
    return this.reminders.remindOne(user, inquiryId, respondentId);
  }
}
