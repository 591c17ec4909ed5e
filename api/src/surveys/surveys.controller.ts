import type { Language } from '@portal/contracts';
import { ApiReaderLanguage, ReaderLanguage } from '../common/decorators/reader-language.decorator';
import {
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  ParseIntPipe,
  Post,
  Query,
  Req,
  Res,
  UploadedFiles,
  UseInterceptors,
} from '@nestjs/common';
import { AnyFilesInterceptor } from '@nest-lab/fastify-multer';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { ReadsOnly } from '../common/decorators/reads-only.decorator';
import { Roles } from '../common/decorators/roles.decorator';
import { Role } from '../common/domain/roles';
import { PagedDto } from '../common/paging/paged.dto';
import { AllByDefaultPageQueryDto } from '../inquiries/dto/all-by-default-page-query.dto';
import { CleanupUploads, documentUploadOptions } from '../files/uploaded-document';
import { DocumentValidateDto } from './dto/document-validate.dto';
import { prefersReturnMinimal } from './prefer-minimal';
import {
  OpenEndedAnswerDto,
  SurveyAnswersViewDto,
  SurveyDocumentValidateResultDto,
  SurveyFormDto,
} from './dto/survey-form-responses.dto';
import { SurveyFormsService } from './survey-forms.service';
import { SurveySaveService } from './survey-save.service';
import type { MultipartFile } from '../files/uploaded-file';

const MAX_FILES_PER_SAVE = 10;

const FIELDS = {
  DiagnosticId: 'Question id (the custom question id when IsCustomQuestion)',
  InquiryId: 'The form’s inquiry; the same on every item',
  CustomerUserId: 'The caller’s own user id',
  IsCustomQuestion: 'true | false',
  Answer: 'Rating: performance 1-5 or 0/DK; Textbox: the text; empty clears; absent leaves it',
  ValueAnswer: 'Rating in Structure/People/Process/Culture: importance 1-5 or 0/DK',
  CheckBoxOptions: 'Checkbox: JSON array of the selected option texts; empty or [] clears',
  DocumentUrl: 'Document: the stored document stays when this is absent or not empty; empty (and no file) removes it',
};
const STATUS = { type: 'string', enum: ['saveasdraft', 'completed'] };

/** The multipart form of decisions.md §4: flat field names, every value a string, files beside them. */
const MULTIPART_SAVE = {
  type: 'object',
  required: ['Status'],
  properties: {
    Status: STATUS,
    ...Object.fromEntries(
      Object.entries(FIELDS).map(([field, description]) => [
        `SurveyAnswerDtos[0].${field}`,
        { type: 'string', description },
      ]),
    ),
    'SurveyAnswerDtos[0].file': {
      type: 'string',
      format: 'binary',
      description: 'Document: xlsx, xls, docx, doc, pdf or zip, at most 20 MB',
    },
  },
};

/** The same save as a JSON body: the items as an array; a Document answer's file needs multipart. */
const JSON_SAVE = {
  type: 'object',
  required: ['Status', 'SurveyAnswerDtos'],
  properties: {
    Status: STATUS,
    SurveyAnswerDtos: {
      type: 'array',
      items: {
        type: 'object',
        required: ['DiagnosticId', 'InquiryId', 'CustomerUserId'],
        properties: {
          DiagnosticId: { type: 'integer', description: FIELDS.DiagnosticId },
          InquiryId: { type: 'integer', description: FIELDS.InquiryId },
          CustomerUserId: { type: 'integer', description: FIELDS.CustomerUserId },
          IsCustomQuestion: { type: 'boolean', description: FIELDS.IsCustomQuestion },
          Answer: { type: 'string', description: FIELDS.Answer },
          ValueAnswer: { type: 'string', description: FIELDS.ValueAnswer },
          CheckBoxOptions: { type: 'string', description: FIELDS.CheckBoxOptions },
          DocumentUrl: { type: 'string', description: FIELDS.DocumentUrl },
        },
      },
    },
  },
};

@ApiTags('SurveyAnswer')
@ApiBearerAuth()
@Controller('SurveyAnswer')
export class SurveysController {
  constructor(
    private readonly forms: SurveyFormsService,
    private readonly saves: SurveySaveService,
  ) {}

  @Get(':typeId/:inquiryId/SurveyFormQuestions')
  @ReadsOnly()
  @Roles(Role.CustomerAdmin, Role.CustomerUser)
  @ApiOperation({
    summary:
      "The caller's own survey form: questions in group order with the saved answers, texts in the reader's language (English where not translated)",
  })
  @ApiReaderLanguage()
  @ApiOkResponse({ type: SurveyFormDto })
  form(
    @CurrentUser() user: AuthUser,
    @Param('typeId', ParseIntPipe) typeId: number,
    @Param('inquiryId', ParseIntPipe) inquiryId: number,
    @Query() page: AllByDefaultPageQueryDto,
    @ReaderLanguage() language: Language,
  ) {
    return this.forms.form(user, typeId, inquiryId, page, language);
  }

  @Post('AddSurveyAnswers')
  @HttpCode(200)
  @Roles(Role.CustomerAdmin, Role.CustomerUser)
  @ApiOperation({
    summary: 'Save the own form as a draft or completed (multipart, or JSON without files)',
    description:
      'The same save as multipart/form-data (decisions.md §4) or as application/json; both are validated and stored alike and answer the same errors. ' +
      'One transaction: every answer and file of the save is stored, or none. An item leaves its answer as stored when a field is absent and clears it when the field is empty; an item may name any subset of the form’s questions, and the answers it does not name stay as stored (the survey app saves only what changed). Only rows whose values change are written. ' +
      '`completed` needs every Rating question answered (both ratings in Structure, People, Process and Culture; DK = 0 counts) and every Textbox question answered (NA is fine); ' +
      'Checkbox and Document answers stay optional. A completed form answers 409 to every later save; an expired one 409 "Expired". ' +
      "Two identical concurrent submits: one completes, the other gets 409. A question outside the inquiry's set is 400; a file whose content is not xlsx, xls, docx, doc, pdf or zip is 415; over 20 MB 413.",
    requestBody: {
      required: true,
      content: { 'multipart/form-data': { schema: MULTIPART_SAVE }, 'application/json': { schema: JSON_SAVE } },
    },
  })
  @UseInterceptors(AnyFilesInterceptor(documentUploadOptions(MAX_FILES_PER_SAVE)), CleanupUploads)
  @ApiOkResponse({ type: SurveyFormDto, description: 'The form as saved, every question in one page' })
  // The body is read from the request, not @Body(), so the OpenAPI body stays the two content types above.
  async save(
    @CurrentUser() user: AuthUser,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @UploadedFiles() files: MultipartFile[],
    @ReaderLanguage() language: Language,
  ) {
    // RFC 7240: a background save that reads nothing of the answer is spared the whole form (35 KB for 120 questions).
    if (prefersReturnMinimal(req.headers.prefer)) {
      reply.header('Preference-Applied', 'return=minimal');
      return this.saves.save(user, req.body, files ?? [], true);
    }
    return this.forms.localize(await this.saves.save(user, req.body, files ?? []), language);
  }

  @Post('DocumentValidate')
  @HttpCode(200)
  @Roles(Role.CustomerAdmin, Role.CustomerUser)
  @ApiOperation({ summary: 'Check a document name for a Document question of the own form' })
  @ApiOkResponse({ type: SurveyDocumentValidateResultDto })
  validate(@CurrentUser() user: AuthUser, @Body() dto: DocumentValidateDto) {
    return this.forms.validateDocument(user, dto);
  }

  @Get(':inquiryId/ViewSurveyAnswers/:customerUserId')
  @Roles(Role.SuperAdmin, Role.CustomerAdmin, Role.CustomerUser)
  @ApiOperation({
    summary: "A respondent's answers in five area arrays (super admin, or the respondent)",
    description:
      "Individual answers are for the super admin (spec §6); a respondent sees their own. A customer admin gets 403 for another respondent's form of their organisation and 404 for another organisation's.",
  })
  @ApiOkResponse({ type: SurveyAnswersViewDto })
  view(
    @CurrentUser() user: AuthUser,
    @Param('inquiryId', ParseIntPipe) inquiryId: number,
    @Param('customerUserId', ParseIntPipe) customerUserId: number,
  ) {
    return this.forms.view(user, inquiryId, customerUserId);
  }

  @Get(':inquiryId/ViewOpenEndedSurveyAnswers/:customerUserId')
  @Roles(Role.SuperAdmin, Role.CustomerAdmin, Role.CustomerUser)
  @ApiOperation({ summary: "A respondent's open-ended (Textbox) answers: Question, Answer" })
  @ApiOkResponse({ type: PagedDto(OpenEndedAnswerDto) })
  openEnded(
    @CurrentUser() user: AuthUser,
    @Param('inquiryId', ParseIntPipe) inquiryId: number,
    @Param('customerUserId', ParseIntPipe) customerUserId: number,
    @Query() page: AllByDefaultPageQueryDto,
  ) {
    return this.forms.openEnded(user, inquiryId, customerUserId, page);
  }
}
