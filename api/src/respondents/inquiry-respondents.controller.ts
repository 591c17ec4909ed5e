import type { Language } from '@portal/contracts';
import { ApiReaderLanguage, ReaderLanguage } from '../common/decorators/reader-language.decorator';
import { Body, Controller, Get, Param, ParseIntPipe, Put, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { AcceptsApiKey } from '../common/decorators/api-key-scope.decorator';
import { ReadsOnly } from '../common/decorators/reads-only.decorator';
import { Roles } from '../common/decorators/roles.decorator';
import { Role } from '../common/domain/roles';
import { AddParticipantsThrottle } from '../invitation-limits/add-participants-throttle.guard';
import { PageQueryDto } from '../common/paging/page-query.dto';
import { PagedDto } from '../common/paging/paged.dto';
import { AddParticipantsDto } from './dto/add-participants.dto';
import { InquiryDto } from '../inquiries/dto/inquiry-responses.dto';
import { RespondentDto, StaffFormDto } from './dto/respondent-responses.dto';
import { RespondentsService } from './respondents.service';

@ApiTags('Inquiry')
@ApiBearerAuth()
@Controller('Inquiry')
export class InquiryRespondentsController {
  constructor(private readonly respondents: RespondentsService) {}

  @Put('AddParticipants/:inquiryId')
  @Roles(Role.CustomerAdmin)
  @AcceptsApiKey('respondents:write')
  @UseGuards(AddParticipantsThrottle)
  @ApiOperation({
    summary: 'Add respondents by email; new emails get an invitation (customer admin)',
    description:
      'Users of the same organisation become respondents at once (and get a notice); new emails get a pending invitation and a mail with ' +
      '`{PUBLIC_URL}/auth/signup/{encryptedOrgName}/{encryptedEmail}?key={secret}` (letters shifted by one, 23 times, case kept, other characters unchanged, URL-encoded; ' +
      'the secret is single use and only the newest mailed one works). An email with an account in another organisation or of the operator is answered like a new one ' +
      '(listed as pending) but gets no invitation: its owner is told instead. A removed account of the organisation refuses the whole call (400, nothing stored). Calling again adds only new people. ' +
      'ExpiryDate (YYYY-MM-DD, not before tomorrow; 28 days ahead when absent) keeps the forms open to the end of that day (UTC). Needs the intake answers first (409). ' +
      'Refused (403) until an admin of the organisation has verified their email address; every mail counts against the daily invitation quota ' +
      "(INVITATIONS_PER_DAY or the customer's InvitationsPerDay; over it 429 and nothing is stored); at most ADD_PARTICIPANTS_PER_MINUTE calls per organisation (429).",
  })
  @ApiOkResponse({ type: InquiryDto })
  addParticipants(
    @CurrentUser() user: AuthUser,
    @Param('inquiryId', ParseIntPipe) inquiryId: number,
    @Body() dto: AddParticipantsDto,
  ) {
    return this.respondents.addParticipants(user, inquiryId, dto);
  }

  @Get('GetRespondents/:inquiryId')
  @ReadsOnly()
  @Roles(Role.CustomerAdmin, Role.SuperAdmin)
  @ApiOperation({ summary: 'Respondents with their form status: pending, saveasdraft, completed, expired' })
  @ApiOkResponse({ type: PagedDto(RespondentDto) })
  list(
    @CurrentUser() user: AuthUser,
    @Param('inquiryId', ParseIntPipe) inquiryId: number,
    @Query() page: PageQueryDto,
  ) {
    return this.respondents.list(user, inquiryId, page);
  }

  @Get('Staff/:email')
  @Roles(Role.CustomerAdmin, Role.CustomerUser)
  @ApiOperation({ summary: "The caller's own survey forms (the email must be the caller's)" })
  @ApiReaderLanguage()
  @ApiOkResponse({ type: PagedDto(StaffFormDto) })
  staff(
    @CurrentUser() user: AuthUser,
    @Param('email') email: string,
    @Query() page: PageQueryDto,
    @ReaderLanguage() language: Language,
  ) {
    return this.respondents.staffForms(user, email, page, language);
  }
}
