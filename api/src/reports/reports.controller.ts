import { Controller, Get, Param, ParseIntPipe, Query } from '@nestjs/common';
import type { Language } from '@portal/contracts';
import { ApiReaderLanguage, ReaderLanguage } from '../common/decorators/reader-language.decorator';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { Roles } from '../common/decorators/roles.decorator';
import { Role } from '../common/domain/roles';
import { ExportAnswersResultDto, ExportDataResultDto } from './dto/export-responses';
import { ReportsService } from './reports.service';
import { OffersJob } from '../jobs/offers-job.decorator';

/** Exports of an inquiry (SuperAdmin only): the PDF insights report and the answers workbook. */
@ApiTags('reports')
@ApiBearerAuth()
@Roles(Role.SuperAdmin)
@Controller('PDFReport')
export class ReportsController {
  constructor(private readonly reports: ReportsService) {}

  @Get('ExportData/:inquiryId')
  @OffersJob('report-pdf')
  @ApiOperation({
    summary:
      "Generates the PDF insights report in the reader's language (translated library texts; English where not translated) and answers its signed link",
  })
  @ApiReaderLanguage()
  @ApiQuery({
    name: 'by',
    required: false,
    example: 'Department',
    description:
      'Adds a heatmap page by this attribute of the respondents, as a customer admin would see it (hidden groups without figures); 400 for an attribute no respondent has or one too fine to group by',
  })
  @ApiOkResponse({ type: ExportDataResultDto })
  exportData(
    @CurrentUser() user: AuthUser,
    @Param('inquiryId', ParseIntPipe) inquiryId: number,
    @ReaderLanguage() language: Language,
    @Query('by') by?: string,
  ) {
    return this.reports.exportData(user, inquiryId, language, by);
  }

  @Get('ExportAnswers/:inquiryId')
  @OffersJob('answers-export')
  @ApiOperation({
    summary:
      'Streams every answer of the inquiry into an .xlsx (one row per answer, formula injection neutralised) and answers its signed link',
  })
  @ApiOkResponse({ type: ExportAnswersResultDto })
  exportAnswers(@CurrentUser() user: AuthUser, @Param('inquiryId', ParseIntPipe) inquiryId: number) {
    return this.reports.exportAnswers(user, inquiryId);
  }
}
