import { Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { Roles } from '../common/decorators/roles.decorator';
import { Role } from '../common/domain/roles';
import { PageQueryDto } from '../common/paging/page-query.dto';
import { PagedDto } from '../common/paging/paged.dto';
import { CustomQuestionsService } from './custom-questions.service';
import { ChangeStatusDto } from './dto/change-status.dto';
import { CreateCustomQuestionDto } from './dto/create-custom-question.dto';
import { CustomQuestionDto, CustomQuestionIdDto } from './dto/custom-question-responses.dto';
import { UpdateCustomQuestionDto } from './dto/update-custom-question.dto';

/**
 * Custom questions: customer admins add them to their inquiries and manage their own;
 * the super admin sees all and reviews them (Approved or Reject). CustomerUser: none.
 */
@ApiTags('CustomQuestion')
@ApiBearerAuth()
@Roles(Role.SuperAdmin)
@Controller('CustomQuestion')
export class CustomQuestionsController {
  constructor(private readonly questions: CustomQuestionsService) {}

  // The fixed paths come before ':id' so they are matched first.
  @Get('AllCustomQuestions')
  @ApiOperation({ summary: 'Every custom question, newest first, for review (SuperAdmin)' })
  @ApiOkResponse({ type: PagedDto(CustomQuestionDto) })
  listAll(@Query() page: PageQueryDto) {
    return this.questions.listAll(page);
  }

  @Get('AllCustomQuestionsByUserId/UserId/:userId')
  @Roles(Role.SuperAdmin, Role.CustomerAdmin)
  @ApiOperation({
    summary:
      "A user's own custom questions; a customer admin may only ask for their own id (SuperAdmin, CustomerAdmin)",
  })
  @ApiOkResponse({ type: PagedDto(CustomQuestionDto) })
  listByUser(
    @Param('userId', ParseIntPipe) userId: number,
    @Query() page: PageQueryDto,
    @CurrentUser() user: AuthUser,
  ) {
    return this.questions.listByUser(user, userId, page);
  }

  @Post('CreateCustomQuestion/InquiryId/:id')
  @HttpCode(200)
  @Roles(Role.CustomerAdmin)
  @ApiOperation({
    summary:
      'Add a custom question (Textbox, Rating or Checkbox) to an own inquiry until respondents are added (CustomerAdmin)',
  })
  @ApiOkResponse({ type: CustomQuestionDto })
  create(
    @Param('id', ParseIntPipe) inquiryId: number,
    @Body() dto: CreateCustomQuestionDto,
    @CurrentUser() user: AuthUser,
  ) {
    return this.questions.create(user, inquiryId, dto);
  }

  @Put('ChangeStatusCustomQuestion/:id')
  @ApiOperation({
    summary: 'Review: Status Approved or Reject, and the Area where the type allows it; Approved is final (SuperAdmin)',
  })
  @ApiOkResponse({ type: CustomQuestionDto })
  changeStatus(@Param('id', ParseIntPipe) id: number, @Body() dto: ChangeStatusDto, @CurrentUser() user: AuthUser) {
    return this.questions.changeStatus(user, id, dto);
  }

  @Get(':id')
  @Roles(Role.SuperAdmin, Role.CustomerAdmin)
  @ApiOperation({
    summary: 'One custom question; customer admins their own organisation’s only (SuperAdmin, CustomerAdmin)',
  })
  @ApiOkResponse({ type: CustomQuestionDto })
  get(@Param('id', ParseIntPipe) id: number, @CurrentUser() user: AuthUser) {
    return this.questions.get(user, id);
  }

  @Put(':id')
  @Roles(Role.SuperAdmin, Role.CustomerAdmin)
  @ApiOperation({
    summary:
      'Edit a custom question that is not Approved (409 otherwise); it goes back to review (SuperAdmin, CustomerAdmin)',
  })
  @ApiOkResponse({ type: CustomQuestionDto })
  update(@Param('id', ParseIntPipe) id: number, @Body() dto: UpdateCustomQuestionDto, @CurrentUser() user: AuthUser) {
    return this.questions.update(user, id, dto);
  }

  @Delete(':id')
  @Roles(Role.SuperAdmin, Role.CustomerAdmin)
  @ApiOperation({ summary: 'Delete a custom question; 409 once it has answers (SuperAdmin, CustomerAdmin own)' })
  @ApiOkResponse({ type: CustomQuestionIdDto })
  remove(@Param('id', ParseIntPipe) id: number, @CurrentUser() user: AuthUser) {
    return this.questions.remove(user, id);
  }
}
