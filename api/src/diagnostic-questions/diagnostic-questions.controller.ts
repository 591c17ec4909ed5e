import { Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { Roles } from '../common/decorators/roles.decorator';
import { Role } from '../common/domain/roles';
import { IdResultDto } from '../common/dto/id-result.dto';
import { PageQueryDto } from '../common/paging/page-query.dto';
import { PagedDto } from '../common/paging/paged.dto';
import { DiagnosticQuestionsService } from './diagnostic-questions.service';
import { CreateDiagnosticQuestionDto } from './dto/create-diagnostic-question.dto';
import { DiagnosticQuestionDto, DiagnosticQuestionListItemDto } from './dto/diagnostic-question-responses.dto';
import { UpdateDiagnosticQuestionDto } from './dto/update-diagnostic-question.dto';

/** Diagnostic questions per pathway: SuperAdmin manages, CustomerAdmin reads. */
@ApiTags('DiagnosticQuestion')
@ApiBearerAuth()
@Roles(Role.SuperAdmin)
@Controller('DiagnosticQuestion')
export class DiagnosticQuestionsController {
  constructor(private readonly questions: DiagnosticQuestionsService) {}

  @Get(':pathwayId/AllDiagnosticQuestions')
  @Roles(Role.SuperAdmin, Role.CustomerAdmin)
  @ApiOperation({
    summary: 'Paged questions of a pathway: Id, Title, Type, MaxLength, Area (SuperAdmin, CustomerAdmin)',
  })
  @ApiOkResponse({ type: PagedDto(DiagnosticQuestionListItemDto) })
  list(@Param('pathwayId', ParseIntPipe) pathwayId: number, @Query() page: PageQueryDto) {
    return this.questions.list(pathwayId, page);
  }

  @Get(':id')
  @Roles(Role.SuperAdmin, Role.CustomerAdmin)
  @ApiOperation({ summary: 'One diagnostic question with every field (SuperAdmin, CustomerAdmin)' })
  @ApiOkResponse({ type: DiagnosticQuestionDto })
  get(@Param('id', ParseIntPipe) id: number) {
    return this.questions.get(id);
  }

  @Post(':pathwayId/CreateDiagnosticQuestion')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Create a diagnostic question under the pathway, checked by the question rules (SuperAdmin)',
  })
  @ApiOkResponse({ type: DiagnosticQuestionDto })
  create(
    @Param('pathwayId', ParseIntPipe) pathwayId: number,
    @Body() dto: CreateDiagnosticQuestionDto,
    @CurrentUser() user: AuthUser,
  ) {
    return this.questions.create(pathwayId, dto, user);
  }

  @Put(':pathwayId/Update/:id')
  @ApiOperation({
    summary: 'Edit a diagnostic question; once answered, its area, type and options stay (409) (SuperAdmin)',
  })
  @ApiOkResponse({ type: DiagnosticQuestionDto })
  update(
    @Param('pathwayId', ParseIntPipe) pathwayId: number,
    @Param('id', ParseIntPipe) id: number,
    @Body() dto: UpdateDiagnosticQuestionDto,
    @CurrentUser() user: AuthUser,
  ) {
    return this.questions.update(pathwayId, id, dto, user);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a diagnostic question; 409 once it has answers (SuperAdmin)' })
  @ApiOkResponse({ type: IdResultDto })
  remove(@Param('id', ParseIntPipe) id: number, @CurrentUser() user: AuthUser) {
    return this.questions.remove(id, user);
  }
}
