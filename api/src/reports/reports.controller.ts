import { Controller, Get, Param, ParseIntPipe } from '@nestjs/common';
import type { Language } from '@portal/contracts';
import { ApiReaderLanguage, ReaderLanguage } from '../common/decorators/reader-language.decorator';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { Roles } from '../common/decorators/roles.decorator';
import { Role } from '../common/domain/roles';
import { ExportAnswersResultDto, ExportDataResultDto } from './dto/export-responses';
import { ReportsService } from './reports.service';

/** Exports of an inquiry (SuperAdmin only): the PDF insights report and the answers workbook. */
@ApiTags('reports')
@ApiBearerAuth()
@Roles(Role.SuperAdmin)
@Controller('PDFReport')
export class ReportsController {
  constructor(private readonly reports: ReportsService) {}

  @Get('ExportData/:inquiryId')
  @ApiOperation({ summary: "Generates the PDF insights report in the reader's language (translated library texts; English where not translated) and answers its signed link" })
  @ApiReaderLanguage()
  @ApiOkResponse({ type: ExportDataResultDto })
  exportData(@CurrentUser() user: AuthUser, @Param('inquiryId', ParseIntPipe) inquiryId: number, @ReaderLanguage() language: Language) {
    return this.reports.exportData(user, inquiryId, language);
  }

  @Get('ExportAnswers/:inquiryId')
  @ApiOperation({ summary: 'Streams every answer of the inquiry into an .xlsx (one row per answer, formula injection neutralised) and answers its signed link' })
  @ApiOkResponse({ type: ExportAnswersResultDto })
  exportAnswers(@CurrentUser() user: AuthUser, @Param('inquiryId', ParseIntPipe) inquiryId: number) {
    return this.reports.exportAnswers(user, inquiryId);
  }
}
