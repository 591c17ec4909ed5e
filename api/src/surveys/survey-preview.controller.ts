import type { Language } from '@portal/contracts';
import { Controller, Get, Param, ParseIntPipe, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user';
import { ApiReaderLanguage, ReaderLanguage } from '../common/decorators/reader-language.decorator';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { Roles } from '../common/decorators/roles.decorator';
import { Role } from '../common/domain/roles';
import { AllByDefaultPageQueryDto } from '../inquiries/dto/all-by-default-page-query.dto';
import { FormPreviewDto } from './survey-preview.dto';
import { SurveyPreviewService } from './survey-preview.service';

@ApiTags('SurveyAnswer')
@ApiBearerAuth()
@Controller('SurveyAnswer')
export class SurveyPreviewController {
  constructor(private readonly previews: SurveyPreviewService) {}

  @Get(':inquiryId/FormPreview')
  @Roles(Role.SuperAdmin, Role.CustomerAdmin)
  @ApiOperation({
    summary: "An inquiry's survey form as its respondents will see it, without answers: nothing is saved",
    description:
      "The question set of the inquiry (library questions, then its Approved custom questions, in group order) in the reader's language (English where not translated), the same items as SurveyFormQuestions with no answers and Status pending. " +
      "Custom questions still awaiting the operator's review are included where approval will put them, marked AwaitingApproval (respondents are not asked them until approved); rejected ones are not. " +
      "Creates no respondent and no answer. A customer admin previews their own organisation's inquiries (another organisation's is 404); the super admin any; a customer user gets 403.",
  })
  @ApiReaderLanguage()
  @ApiOkResponse({ type: FormPreviewDto })
  preview(
    @CurrentUser() user: AuthUser,
    @Param('inquiryId', ParseIntPipe) inquiryId: number,
    @Query() page: AllByDefaultPageQueryDto,
    @ReaderLanguage() language: Language,
  ) {
    return this.previews.preview(user, inquiryId, page, language);
  }
}
