import { Controller, Delete, HttpCode, Param, ParseIntPipe, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { Roles } from '../common/decorators/roles.decorator';
import { Role } from '../common/domain/roles';
import { AddParticipantsThrottle } from '../invitation-limits/add-participants-throttle.guard';
import { RespondentActionResultDto } from './dto/respondent-action-result.dto';
import { InvitationResendService } from './invitation-resend.service';
import { RespondentRemovalService } from './respondent-removal.service';

/** Chasing one respondent: a new invitation, or removal (the reminder is the reminders module's). */
@ApiTags('Inquiry')
@ApiBearerAuth()
@Controller('Inquiry')
export class RespondentActionsController {
  constructor(
    private readonly resends: InvitationResendService,
    private readonly removals: RespondentRemovalService,
  ) {}

  @Post(':inquiryId/Respondents/:respondentId/ResendInvitation')
  @HttpCode(200)
  @Roles(Role.CustomerAdmin, Role.SuperAdmin)
  @UseGuards(AddParticipantsThrottle)
  @ApiOperation({
    summary: 'Mail a pending invitee a new invitation; the earlier links stop working',
    description:
      'Only for a person who has not signed up yet (409 otherwise: send a reminder). The new mail carries a fresh `?key=` secret; every earlier ' +
      'invitation or reminder link of that address from the organisation is refused from then on. Counts against the daily invitation quota (429) and ' +
      "the per-minute limit of AddParticipants (429). 409 once the inquiry has expired or its results are published; 404 for another organisation's inquiry or respondent.",
  })
  @ApiOkResponse({ type: RespondentActionResultDto })
  resend(
    @CurrentUser() user: AuthUser,
    @Param('inquiryId', ParseIntPipe) inquiryId: number,
    @Param('respondentId', ParseIntPipe) respondentId: number,
  ) {
    return this.resends.resend(user, inquiryId, respondentId);
  }

  @Delete(':inquiryId/Respondents/:respondentId')
  @Roles(Role.CustomerAdmin)
  @ApiOperation({
    summary: 'Remove a respondent who has not completed the form (customer admin)',
    description:
      "A pending invitation or a draft is removed with its answers (the invitation link stops working; the person's account stays). " +
      "A completed form is part of the inquiry's figures and is never removed (409); nor is anyone once the results are published (409). " +
      "The respondents after the removed one move up one place. 404 for another organisation's inquiry or respondent.",
  })
  @ApiOkResponse({ type: RespondentActionResultDto })
  remove(
    @CurrentUser() user: AuthUser,
    @Param('inquiryId', ParseIntPipe) inquiryId: number,
    @Param('respondentId', ParseIntPipe) respondentId: number,
  ) {
    return this.removals.remove(user, inquiryId, respondentId);
  }
}
