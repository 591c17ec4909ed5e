import type { Language } from '@portal/contracts';
import { ApiReaderLanguage, ReaderLanguage } from '../common/decorators/reader-language.decorator';
import { Controller, Get, Param, ParseIntPipe, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { SEGMENT_QUERY } from '../insights/segment-query';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { AcceptsApiKey } from '../common/decorators/api-key-scope.decorator';
import { Roles } from '../common/decorators/roles.decorator';
import { Role } from '../common/domain/roles';
import { PageQueryDto } from '../common/paging/page-query.dto';
import { PagedDto } from '../common/paging/paged.dto';
import {
  AdvanceInsightsResultDto,
  AreaColorItem,
  FindingsResultDto,
  InputResultDto,
  InquiryDocumentItem,
  RecommendationResultDto,
  RoadmapResultDto,
} from './dto/result-responses';
import { ResultsService } from './results.service';

/** Insight reads: super admin for every inquiry, customer admin for their own (published) ones. */
@ApiTags('results')
@ApiBearerAuth()
@Controller('UploadResultDocument')
export class ResultsController {
  constructor(private readonly results: ResultsService) {}

  @Get('FindingsResult/:inquiryId')
  @Roles(Role.SuperAdmin, Role.CustomerAdmin)
  @AcceptsApiKey('results:read')
  @ApiOperation({ summary: 'Findings per area (SuperAdmin, CustomerAdmin of the inquiry)' })
  @ApiReaderLanguage()
  @ApiOkResponse({ type: FindingsResultDto })
  findings(
    @CurrentUser() user: AuthUser,
    @Param('inquiryId', ParseIntPipe) inquiryId: number,
    @ReaderLanguage() language: Language,
  ) {
    return this.results.findings(user, inquiryId, language);
  }

  @Get('AdvanceInsightsResult/:inquiryId')
  @Roles(Role.SuperAdmin, Role.CustomerAdmin)
  @AcceptsApiKey('results:read')
  @ApiOperation({ summary: 'Advance insights per area (SuperAdmin, CustomerAdmin of the inquiry)' })
  @ApiOkResponse({ type: AdvanceInsightsResultDto })
  advanceInsights(@CurrentUser() user: AuthUser, @Param('inquiryId', ParseIntPipe) inquiryId: number) {
    return this.results.advanceInsights(user, inquiryId);
  }

  @Get('InputResult/:inquiryId')
  @Roles(Role.SuperAdmin, Role.CustomerAdmin)
  @AcceptsApiKey('results:read')
  @ApiOperation({
    summary:
      'Average rating and value per question and area: uploaded Inputs sheet, else computed from completed forms (DK excluded)',
  })
  @ApiQuery(SEGMENT_QUERY)
  @ApiOkResponse({ type: InputResultDto })
  inputs(
    @CurrentUser() user: AuthUser,
    @Param('inquiryId', ParseIntPipe) inquiryId: number,
    @Query('segment') segment?: string,
  ) {
    return this.results.inputResult(user, inquiryId, false, segment);
  }

  @Get('InputResultForPortalAdmin/:inquiryId')
  @Roles(Role.SuperAdmin)
  @ApiOperation({ summary: 'InputResult with AverageDifference (SuperAdmin)' })
  @ApiOkResponse({ type: InputResultDto })
  inputsForPortalAdmin(@CurrentUser() user: AuthUser, @Param('inquiryId', ParseIntPipe) inquiryId: number) {
    return this.results.inputResult(user, inquiryId, true);
  }

  @Get('RecommendationResult/:inquiryId')
  @Roles(Role.SuperAdmin, Role.CustomerAdmin)
  @AcceptsApiKey('results:read')
  @ApiOperation({ summary: 'Scenarios with level of focus 0-5 (SuperAdmin, CustomerAdmin of the inquiry)' })
  @ApiReaderLanguage()
  @ApiOkResponse({ type: RecommendationResultDto })
  recommendations(
    @CurrentUser() user: AuthUser,
    @Param('inquiryId', ParseIntPipe) inquiryId: number,
    @ReaderLanguage() language: Language,
  ) {
    return this.results.recommendations(user, inquiryId, language);
  }

  @Get('RoadmapResult/:inquiryId')
  @Roles(Role.SuperAdmin, Role.CustomerAdmin)
  @AcceptsApiKey('results:read')
  @ApiOperation({ summary: 'The three roadmap steps (SuperAdmin, CustomerAdmin of the inquiry)' })
  @ApiReaderLanguage()
  @ApiOkResponse({ type: RoadmapResultDto })
  roadmap(
    @CurrentUser() user: AuthUser,
    @Param('inquiryId', ParseIntPipe) inquiryId: number,
    @ReaderLanguage() language: Language,
  ) {
    return this.results.roadmap(user, inquiryId, language);
  }

  @Get('AreaColorResult/:id')
  @Roles(Role.SuperAdmin, Role.CustomerAdmin)
  @AcceptsApiKey('results:read')
  @ApiOperation({
    summary:
      'Colour per area: uploaded, else derived from the average rating (≥3.75 green, ≥3 blue, ≥2.25 yellow, else red)',
  })
  @ApiQuery(SEGMENT_QUERY)
  @ApiOkResponse({ type: [AreaColorItem] })
  areaColors(
    @CurrentUser() user: AuthUser,
    @Param('id', ParseIntPipe) inquiryId: number,
    @Query('segment') segment?: string,
  ) {
    return this.results.areaColors(user, inquiryId, segment);
  }

  @Get('InquiryDocuments/:inquiryId')
  @Roles(Role.SuperAdmin, Role.CustomerAdmin)
  @ApiOperation({ summary: 'Help documents of the inquiry, paged, each with a short-lived signed path' })
  @ApiOkResponse({ type: PagedDto(InquiryDocumentItem) })
  documents(
    @CurrentUser() user: AuthUser,
    @Param('inquiryId', ParseIntPipe) inquiryId: number,
    @Query() page: PageQueryDto,
  ) {
    return this.results.documents(user, inquiryId, page);
  }
}
