import { Controller, Get, Param, ParseIntPipe, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Language } from '@portal/contracts';
import type { AuthUser } from '../auth/auth-user';
import { AcceptsApiKey } from '../common/decorators/api-key-scope.decorator';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { ApiReaderLanguage, ReaderLanguage } from '../common/decorators/reader-language.decorator';
import { Roles } from '../common/decorators/roles.decorator';
import { Role } from '../common/domain/roles';
import { CustomerReportsService } from './customer-reports.service';
import { ExportDataResultDto } from './dto/export-responses';
import { OffersJob } from '../jobs/offers-job.decorator';

const RULE =
  ' Of the caller’s own published inquiry (404 for another organisation’s, 409 before the results are published); built only from ' +
  'the figures the caller’s reads show (the snapshot and the confidentiality rule of docs/confidentiality.md): a withheld ' +
  'figure reads "Not enough answers", a hidden group is left out.';

/** The customer's downloads of their results: the PDF report and the figures workbook. */
@ApiTags('reports')
@ApiBearerAuth()
@Roles(Role.CustomerAdmin)
@AcceptsApiKey('results:read')
@Controller('CustomerReport')
export class CustomerReportsController {
  constructor(private readonly reports: CustomerReportsService) {}

  @Get('Pdf/:inquiryId')
  @OffersJob('customer-report-pdf')
  @ApiOperation({
    summary: "Generates the PDF insights report in the reader's language and answers its signed link." + RULE,
  })
  @ApiReaderLanguage()
  @ApiQuery({
    name: 'by',
    required: false,
    example: 'Department',
    description:
      'Adds a heatmap page by this attribute (hidden groups without figures); 400 for an unknown or too fine one',
  })
  @ApiOkResponse({ type: ExportDataResultDto })
  pdf(
    @CurrentUser() user: AuthUser,
    @Param('inquiryId', ParseIntPipe) inquiryId: number,
    @ReaderLanguage() language: Language,
    @Query('by') by?: string,
  ) {
    return this.reports.pdf(user, inquiryId, language, by);
  }

  @Get('Figures/:inquiryId')
  @OffersJob('customer-figures')
  @ApiOperation({
    summary:
      'Generates an .xlsx of the figures (sheets Areas and Questions: overall, per area and per question performance, importance, gap and N; ' +
      "everyone, then each shown group) in the reader's language (sheet names, headers, areas, notes and question titles), and answers its signed link. No answer rows." +
      RULE,
  })
  @ApiReaderLanguage()
  @ApiOkResponse({ type: ExportDataResultDto })
  figures(
    @CurrentUser() user: AuthUser,
    @Param('inquiryId', ParseIntPipe) inquiryId: number,
    @ReaderLanguage() language: Language,
  ) {
    return this.reports.figures(user, inquiryId, language);
  }
}
