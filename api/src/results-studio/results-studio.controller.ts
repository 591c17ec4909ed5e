import type { Language } from '@portal/contracts';
import { Body, Controller, Get, HttpCode, Param, ParseIntPipe, Post, Put, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { ApiReaderLanguage, ReaderLanguage } from '../common/decorators/reader-language.decorator';
import { Roles } from '../common/decorators/roles.decorator';
import { Role } from '../common/domain/roles';
import { PublishDraftDto, PublishResultDto, UnpublishDto, UnpublishResultDto } from './dto/publish.dto';
import { ResultPreviewDto } from './dto/preview.dto';
import { ResultDraftDto, SaveDraftDto } from './dto/result-draft.dto';
import { ResultSuggestionsDto } from './dto/suggestions.dto';
import { ResultsDraftService } from './results-draft.service';
import { ResultsPreviewService } from './results-preview.service';
import { ResultsPublicationService } from './results-publication.service';
import { ResultsSuggestionsService } from './results-suggestions.service';

/** The results studio (docs/features/results-studio.md): the operator composes, previews and publishes results. */
@ApiTags('results-studio')
@ApiBearerAuth()
@Roles(Role.SuperAdmin)
@Controller('Results')
export class ResultsStudioController {
  constructor(
    private readonly drafts: ResultsDraftService,
    private readonly publication: ResultsPublicationService,
    private readonly previews: ResultsPreviewService,
    private readonly suggestions: ResultsSuggestionsService,
  ) {}

  @Get(':inquiryId/Draft')
  @ApiOperation({
    summary: "The inquiry's draft results: opened from what is published, else empty (SuperAdmin)",
  })
  @ApiOkResponse({ type: ResultDraftDto })
  draft(@CurrentUser() user: AuthUser, @Param('inquiryId', ParseIntPipe) inquiryId: number) {
    return this.drafts.get(user, inquiryId);
  }

  @Put(':inquiryId/Draft')
  @ApiOperation({ summary: 'Saves the whole draft; 409 when Version is not the stored one (SuperAdmin)' })
  @ApiOkResponse({ type: ResultDraftDto })
  save(@CurrentUser() user: AuthUser, @Param('inquiryId', ParseIntPipe) inquiryId: number, @Body() dto: SaveDraftDto) {
    return this.drafts.save(user, inquiryId, dto);
  }

  @Post(':inquiryId/Publish')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Publishes the draft as a workbook upload would (same checks, rows and notice); 409 with every problem when it cannot (SuperAdmin)',
  })
  @ApiOkResponse({ type: PublishResultDto })
  publish(
    @CurrentUser() user: AuthUser,
    @Param('inquiryId', ParseIntPipe) inquiryId: number,
    @Body() dto: PublishDraftDto,
    @Req() req: FastifyRequest,
  ) {
    return this.publication.publish(user, inquiryId, dto, req.ip);
  }

  @Post(':inquiryId/Unpublish')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Withdraws the published results from the customer; the reason is kept in the audit log (SuperAdmin)',
  })
  @ApiOkResponse({ type: UnpublishResultDto })
  unpublish(
    @CurrentUser() user: AuthUser,
    @Param('inquiryId', ParseIntPipe) inquiryId: number,
    @Body() dto: UnpublishDto,
    @Req() req: FastifyRequest,
  ) {
    return this.publication.unpublish(user, inquiryId, dto, req.ip);
  }

  @Get(':inquiryId/Preview')
  @ApiReaderLanguage()
  @ApiOperation({ summary: 'The customer admin’s result reads as they will answer once the draft is published' })
  @ApiOkResponse({ type: ResultPreviewDto })
  preview(
    @CurrentUser() user: AuthUser,
    @Param('inquiryId', ParseIntPipe) inquiryId: number,
    @ReaderLanguage({ editorDefault: false }) language: Language,
  ) {
    return this.previews.preview(user, inquiryId, language);
  }

  @Get(':inquiryId/Suggestions')
  @ApiOperation({
    summary:
      'Library findings, recommendations and roadmaps ranked from the figures the customer will see, each with its evidence; proposed area colours with their rule',
  })
  @ApiOkResponse({ type: ResultSuggestionsDto })
  suggest(@CurrentUser() user: AuthUser, @Param('inquiryId', ParseIntPipe) inquiryId: number) {
    return this.suggestions.suggestions(user, inquiryId);
  }
}
