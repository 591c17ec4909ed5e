import { Body, Controller, Get, HttpCode, Param, ParseIntPipe, Post, Query } from '@nestjs/common';
import type { Language } from '@portal/contracts';
import { ApiReaderLanguage, ReaderLanguage } from '../common/decorators/reader-language.decorator';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { AcceptsApiKey } from '../common/decorators/api-key-scope.decorator';
import { ReadsOnly } from '../common/decorators/reads-only.decorator';
import { Roles } from '../common/decorators/roles.decorator';
import { Role } from '../common/domain/roles';
import { PageQueryDto } from '../common/paging/page-query.dto';
import { PagedDto } from '../common/paging/paged.dto';
import { AddIntakeAnswersDto } from './dto/add-intake-answers.dto';
import { AllByDefaultPageQueryDto } from './dto/all-by-default-page-query.dto';
import { CreateInquiryDto, RecreateInquiryDto } from './dto/create-inquiry.dto';
import { InquiryDto, IntakeAnswerDto, IntakeAnswersResultDto } from './dto/inquiry-responses.dto';
import { InquiriesService } from './inquiries.service';
import { IntakeAnswersService } from './intake-answers.service';

@ApiTags('Inquiry')
@ApiBearerAuth()
@Controller('Inquiry')
export class InquiriesController {
  constructor(
    private readonly inquiries: InquiriesService,
    private readonly intake: IntakeAnswersService,
  ) {}

  @Post('CreateInquiry')
  @HttpCode(200)
  @Roles(Role.CustomerAdmin)
  @ApiOperation({ summary: 'Create an inquiry of an active type (customer admin)' })
  @ApiOkResponse({ type: InquiryDto })
  create(@CurrentUser() user: AuthUser, @Body() dto: CreateInquiryDto) {
    return this.inquiries.create(user, dto);
  }

  @Post('RecreateInquiry/:inquiryId')
  @HttpCode(200)
  @Roles(Role.CustomerAdmin)
  @ApiOperation({ summary: 'A new inquiry of the same type as an own inquiry (customer admin)' })
  @ApiOkResponse({ type: InquiryDto })
  recreate(
    @CurrentUser() user: AuthUser,
    @Param('inquiryId', ParseIntPipe) inquiryId: number,
    @Body() dto: RecreateInquiryDto,
  ) {
    return this.inquiries.recreate(user, inquiryId, dto);
  }

  @Get()
  @ReadsOnly()
  @Roles(Role.CustomerAdmin, Role.SuperAdmin)
  @AcceptsApiKey('results:read')
  @ApiOperation({ summary: "The caller's customer's inquiries, newest first (all for the super admin)" })
  @ApiReaderLanguage()
  @ApiOkResponse({ type: PagedDto(InquiryDto) })
  list(@CurrentUser() user: AuthUser, @Query() page: PageQueryDto, @ReaderLanguage() language: Language) {
    return this.inquiries.list(user, page, language);
  }

  @Get('Admin')
  @ReadsOnly()
  @Roles(Role.SuperAdmin)
  @ApiOperation({ summary: 'Every inquiry with its customer (super admin)' })
  @ApiReaderLanguage()
  @ApiOkResponse({ type: PagedDto(InquiryDto) })
  listAll(@CurrentUser() user: AuthUser, @Query() page: PageQueryDto, @ReaderLanguage() language: Language) {
    return this.inquiries.list(user, page, language);
  }

  @Get('GetIntakeAnswers/:inquiryId')
  @Roles(Role.CustomerAdmin, Role.SuperAdmin)
  @ApiOperation({ summary: 'Intake answers of an inquiry: Question, QuestionType, Answer' })
  @ApiOkResponse({ type: PagedDto(IntakeAnswerDto) })
  intakeAnswers(
    @CurrentUser() user: AuthUser,
    @Param('inquiryId', ParseIntPipe) inquiryId: number,
    @Query() page: AllByDefaultPageQueryDto,
  ) {
    return this.intake.list(user, inquiryId, page);
  }

  @Post('AddIntakeAnswer/:inquiryId')
  @HttpCode(200)
  @Roles(Role.CustomerAdmin)
  @ApiOperation({ summary: 'Answer every intake question of the inquiry type at once (customer admin)' })
  @ApiOkResponse({ type: IntakeAnswersResultDto })
  addIntakeAnswers(
    @CurrentUser() user: AuthUser,
    @Param('inquiryId', ParseIntPipe) inquiryId: number,
    @Body() dto: AddIntakeAnswersDto,
  ) {
    return this.intake.submit(user, inquiryId, dto);
  }

  @Get(':id')
  @ReadsOnly()
  @Roles(Role.CustomerAdmin, Role.SuperAdmin)
  @AcceptsApiKey('results:read')
  @ApiOperation({ summary: 'One inquiry with its derived progress and status' })
  @ApiReaderLanguage()
  @ApiOkResponse({ type: InquiryDto })
  get(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number, @ReaderLanguage() language: Language) {
    return this.inquiries.get(user, id, language);
  }
}
