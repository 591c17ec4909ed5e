import type { Language } from '@portal/contracts';
import { ApiReaderLanguage, ReaderLanguage } from '../common/decorators/reader-language.decorator';
import { Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { Roles } from '../common/decorators/roles.decorator';
import { Role } from '../common/domain/roles';
import { IdResultDto } from '../common/dto/id-result.dto';
import { PageQueryDto } from '../common/paging/page-query.dto';
import { PagedDto } from '../common/paging/paged.dto';
import { CreateIntakeQuestionDto } from './dto/create-intake-question.dto';
import { IntakeQuestionDto } from './dto/intake-question-response.dto';
import { UpdateIntakeQuestionDto } from './dto/update-intake-question.dto';
import { IntakeQuestionsService } from './intake-questions.service';

/**
 * Intake questions per inquiry type ({inquiryId} is the inquiry TYPE id). SuperAdmin manages them;
 * CustomerAdmin reads them, because their intake screen asks these questions.
 */
@ApiTags('IntakeQuestion')
@ApiBearerAuth()
@Roles(Role.SuperAdmin)
@Controller('IntakeQuestion')
export class IntakeQuestionsController {
  constructor(private readonly questions: IntakeQuestionsService) {}

  @Get(':inquiryId/AllIntakeQuestions')
  @Roles(Role.SuperAdmin, Role.CustomerAdmin)
  @ApiOperation({
    summary:
      'Paged intake questions of an inquiry type, in asking order (SuperAdmin, CustomerAdmin); a customer admin reads them in their language, the super admin in English unless ?lang is given',
  })
  @ApiReaderLanguage()
  @ApiOkResponse({ type: PagedDto(IntakeQuestionDto) })
  list(
    @Param('inquiryId', ParseIntPipe) inquiryTypeId: number,
    @Query() page: PageQueryDto,
    @ReaderLanguage({ editorDefault: true }) language: Language,
  ) {
    return this.questions.list(inquiryTypeId, page, language);
  }

  @Get(':id')
  @Roles(Role.SuperAdmin, Role.CustomerAdmin)
  @ApiOperation({ summary: 'One intake question (SuperAdmin, CustomerAdmin)' })
  @ApiOkResponse({ type: IntakeQuestionDto })
  get(@Param('id', ParseIntPipe) id: number) {
    return this.questions.get(id);
  }

  @Post(':inquiryId/CreateIntakeQuestion')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Create an intake question: Title, Type (Textbox or Checkbox), Description, MaxLength (SuperAdmin)',
  })
  @ApiOkResponse({ type: IntakeQuestionDto })
  create(
    @Param('inquiryId', ParseIntPipe) inquiryTypeId: number,
    @Body() dto: CreateIntakeQuestionDto,
    @CurrentUser() user: AuthUser,
  ) {
    return this.questions.create(inquiryTypeId, dto, user);
  }

  @Put(':inquiryId/Update/:id')
  @ApiOperation({ summary: 'Edit an intake question; once answered its type stays (409) (SuperAdmin)' })
  @ApiOkResponse({ type: IntakeQuestionDto })
  update(
    @Param('inquiryId', ParseIntPipe) inquiryTypeId: number,
    @Param('id', ParseIntPipe) id: number,
    @Body() dto: UpdateIntakeQuestionDto,
    @CurrentUser() user: AuthUser,
  ) {
    return this.questions.update(inquiryTypeId, id, dto, user);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete an intake question; 409 once an inquiry answered it (SuperAdmin)' })
  @ApiOkResponse({ type: IdResultDto })
  remove(@Param('id', ParseIntPipe) id: number, @CurrentUser() user: AuthUser) {
    return this.questions.remove(id, user);
  }
}
