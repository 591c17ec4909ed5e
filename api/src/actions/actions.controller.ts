import { Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Language } from '@portal/contracts';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { ApiReaderLanguage, ReaderLanguage } from '../common/decorators/reader-language.decorator';
import { Roles } from '../common/decorators/roles.decorator';
import { Role } from '../common/domain/roles';
import { IdResultDto } from '../common/dto/id-result.dto';
import { PageQueryDto } from '../common/paging/page-query.dto';
import { PagedDto } from '../common/paging/paged.dto';
import { SearchPageQueryDto } from '../common/paging/search-page-query.dto';
import { ActionsService } from './actions.service';
import { ActionListQueryDto } from './dto/action-list-query.dto';
import { ActionDto, ActionOwnerChoiceDto, SharedActionDto } from './dto/action-responses.dto';
import { SharedActionsService } from './shared-actions.service';
import { AddActionUpdateDto, ShareActionDto } from './dto/action-update.dto';
import { CreateActionDto } from './dto/create-action.dto';
import { UpdateActionDto } from './dto/update-action.dto';

const WHO =
  ' A customer admin manages every action of the organisation; a customer user reads and updates only the actions they own (403 otherwise); ' +
  "the super admin reads. Another organisation's record answers 404.";

/** Actions on an inquiry's results (docs/features/actions.md): the list and creation under the inquiry. */
@ApiTags('Actions')
@ApiBearerAuth()
@Controller('Inquiry')
export class InquiryActionsController {
  constructor(
    private readonly actions: ActionsService,
    private readonly shared: SharedActionsService,
  ) {}

  @Get(':inquiryId/SharedActions')
  @Roles(Role.CustomerAdmin, Role.CustomerUser)
  @ApiOperation({
    summary: 'You said, we did: the actions shared with the respondents of the series, newest first',
    description:
      'The shared actions of this inquiry and of the earlier rounds of its series: what was heard (the targeted questions and areas), ' +
      'what is being done, its status and newest progress note; never the owner. Only for a person invited to one of those rounds (403 otherwise); ' +
      "another organisation's inquiry answers 404.",
  })
  @ApiOkResponse({ type: PagedDto(SharedActionDto) })
  sharedActions(
    @CurrentUser() user: AuthUser,
    @Param('inquiryId', ParseIntPipe) inquiryId: number,
    @Query() page: PageQueryDto,
  ) {
    return this.shared.list(user, inquiryId, page);
  }

  @Get(':inquiryId/Actions')
  @Roles(Role.SuperAdmin, Role.CustomerAdmin, Role.CustomerUser)
  @ApiOperation({
    summary: "The inquiry's actions, newest first (a customer user: the ones they own), filtered by the query",
    description: WHO,
  })
  @ApiReaderLanguage()
  @ApiOkResponse({ type: PagedDto(ActionDto) })
  list(
    @CurrentUser() user: AuthUser,
    @Param('inquiryId', ParseIntPipe) inquiryId: number,
    @Query() query: ActionListQueryDto,
    @ReaderLanguage() language: Language,
  ) {
    return this.actions.list(user, inquiryId, query, language);
  }

  @Get(':inquiryId/ActionOwners')
  @Roles(Role.SuperAdmin, Role.CustomerAdmin)
  @ApiOperation({
    summary: 'Who an action of the inquiry may be given to',
    description:
      "The active customer admins and users of the inquiry's organisation, by name; ?search keeps those with each of its " +
      "words in their first name, last name or email. Another organisation's inquiry is a 404.",
  })
  @ApiOkResponse({ type: PagedDto(ActionOwnerChoiceDto) })
  ownerChoices(
    @CurrentUser() user: AuthUser,
    @Param('inquiryId', ParseIntPipe) inquiryId: number,
    @Query() query: SearchPageQueryDto,
  ) {
    return this.actions.ownerChoices(user, inquiryId, query);
  }

  @Post(':inquiryId/Actions')
  @HttpCode(200)
  @Roles(Role.CustomerAdmin)
  @ApiOperation({
    summary:
      'Create an action on the inquiry: title, description, owner, due date, status, targeted questions and areas',
    description:
      "Owner: an active user of the organisation. Targets: library rating questions of the inquiry's type and the areas they fall in." +
      WHO,
  })
  @ApiReaderLanguage()
  @ApiOkResponse({ type: ActionDto })
  create(
    @CurrentUser() user: AuthUser,
    @Param('inquiryId', ParseIntPipe) inquiryId: number,
    @Body() dto: CreateActionDto,
    @ReaderLanguage() language: Language,
  ) {
    return this.actions.create(user, inquiryId, dto, language);
  }
}

/** One action: read, change, delete, progress updates, sharing with respondents. */
@ApiTags('Actions')
@ApiBearerAuth()
@Controller('Actions')
export class ActionsController {
  constructor(private readonly actions: ActionsService) {}

  @Get('Mine')
  @Roles(Role.CustomerAdmin, Role.CustomerUser)
  @ApiOperation({
    summary: 'The actions the caller owns',
    description: "Every action of the caller's organisation, on any inquiry, whose owner is the caller; newest first",
  })
  @ApiReaderLanguage()
  @ApiOkResponse({ type: PagedDto(ActionDto) })
  mine(@CurrentUser() user: AuthUser, @Query() page: PageQueryDto, @ReaderLanguage() language: Language) {
    return this.actions.mine(user, page, language);
  }

  @Get(':actionId')
  @Roles(Role.SuperAdmin, Role.CustomerAdmin, Role.CustomerUser)
  @ApiOperation({ summary: 'One action with its targets and progress updates', description: WHO })
  @ApiReaderLanguage()
  @ApiOkResponse({ type: ActionDto })
  get(
    @CurrentUser() user: AuthUser,
    @Param('actionId', ParseIntPipe) actionId: number,
    @ReaderLanguage() language: Language,
  ) {
    return this.actions.get(user, actionId, language);
  }

  @Put(':actionId')
  @Roles(Role.CustomerAdmin, Role.CustomerUser)
  @ApiOperation({
    summary: 'Change an action: the fields sent change (an owner who is not a customer admin: Status only)',
    description: WHO,
  })
  @ApiReaderLanguage()
  @ApiOkResponse({ type: ActionDto })
  update(
    @CurrentUser() user: AuthUser,
    @Param('actionId', ParseIntPipe) actionId: number,
    @Body() dto: UpdateActionDto,
    @ReaderLanguage() language: Language,
  ) {
    return this.actions.update(user, actionId, dto, language);
  }

  @Delete(':actionId')
  @Roles(Role.CustomerAdmin)
  @ApiOperation({ summary: 'Delete an action with its progress updates', description: WHO })
  @ApiOkResponse({ type: IdResultDto })
  remove(@CurrentUser() user: AuthUser, @Param('actionId', ParseIntPipe) actionId: number) {
    return this.actions.remove(user, actionId);
  }

  @Post(':actionId/Updates')
  @HttpCode(200)
  @Roles(Role.CustomerAdmin, Role.CustomerUser)
  @ApiOperation({ summary: 'Add a progress note, optionally setting the status', description: WHO })
  @ApiReaderLanguage()
  @ApiOkResponse({ type: ActionDto })
  addUpdate(
    @CurrentUser() user: AuthUser,
    @Param('actionId', ParseIntPipe) actionId: number,
    @Body() dto: AddActionUpdateDto,
    @ReaderLanguage() language: Language,
  ) {
    return this.actions.addUpdate(user, actionId, dto, language);
  }

  @Put(':actionId/Shared')
  @Roles(Role.CustomerAdmin)
  @ApiOperation({
    summary: 'Share the action with the respondents of the series, or stop sharing it',
    description:
      'Shared actions are listed by GET /api/Inquiry/{inquiryId}/SharedActions to the respondents of the series.',
  })
  @ApiReaderLanguage()
  @ApiOkResponse({ type: ActionDto })
  share(
    @CurrentUser() user: AuthUser,
    @Param('actionId', ParseIntPipe) actionId: number,
    @Body() dto: ShareActionDto,
    @ReaderLanguage() language: Language,
  ) {
    return this.actions.setShared(user, actionId, dto, language);
  }
}
