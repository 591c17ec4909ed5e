import type { Language } from '@portal/contracts';
import {
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  ParseIntPipe,
  Post,
  Put,
  Query,
  Req,
  Res,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiBody,
  ApiConsumes,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CONTENT_TYPES } from '../files/file-type';
import type { MultipartFile } from '../files/uploaded-file';
import { sendWorkbook, WORKBOOK_FILE_BODY } from '../results/workbook-download';
import { WorkbookFileInterceptor } from '../results/workbook-file.interceptor';
import { ResultsDraftWorkbookService } from './results-draft-workbook.service';
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
    private readonly workbooks: ResultsDraftWorkbookService,
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

  @Get(':inquiryId/Draft/Workbook')
  @ApiProduces(CONTENT_TYPES.xlsx)
  @ApiOperation({
    summary: 'The draft as a result workbook (the upload’s sheets), to edit in a spreadsheet (SuperAdmin)',
  })
  @ApiOkResponse({ description: 'The .xlsx workbook, as an attachment' })
  async exportWorkbook(
    @CurrentUser() user: AuthUser,
    @Param('inquiryId', ParseIntPipe) inquiryId: number,
    @Res() res: FastifyReply,
  ) {
    return sendWorkbook(res, await this.workbooks.export(user, inquiryId));
  }

  @Post(':inquiryId/Draft/Workbook')
  @HttpCode(200)
  @UseInterceptors(WorkbookFileInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiBody(WORKBOOK_FILE_BODY)
  @ApiQuery({ name: 'Version', type: Number, description: 'The draft version the workbook replaces (409 if stale)' })
  @ApiOperation({
    summary:
      'Replaces the draft with a result workbook, checked as an upload is (400 with every problem); publishes nothing (SuperAdmin)',
  })
  @ApiOkResponse({ type: ResultDraftDto })
  importWorkbook(
    @CurrentUser() user: AuthUser,
    @Param('inquiryId', ParseIntPipe) inquiryId: number,
    @Query('Version', ParseIntPipe) version: number,
    @UploadedFile() file: MultipartFile | undefined,
  ) {
    return this.workbooks.import(user, inquiryId, version, file);
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
