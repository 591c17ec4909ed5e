import {
  Controller,
  Get,
  HttpCode,
  Param,
  ParseIntPipe,
  Post,
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
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { Roles } from '../common/decorators/roles.decorator';
import { Role } from '../common/domain/roles';
import { CONTENT_TYPES } from '../files/file-type';
import { OffersJob } from '../jobs/offers-job.decorator';
import { DocumentValidateResultDto, UploadResultDto } from './dto/result-responses';
import { ResultUploadService } from './result-upload.service';
import { sendWorkbook, WORKBOOK_FILE_BODY } from './workbook-download';
import { WorkbookFileInterceptor } from './workbook-file.interceptor';
import type { MultipartFile } from '../files/uploaded-file';

/** Result workbook validation, upload and template (SuperAdmin only). */
@ApiTags('results')
@ApiBearerAuth()
@Roles(Role.SuperAdmin)
@Controller('UploadResultDocument')
export class ResultUploadController {
  constructor(private readonly uploads: ResultUploadService) {}

  @Post('DocumentValidate')
  @HttpCode(200)
  @UseInterceptors(WorkbookFileInterceptor)
  @OffersJob('result-workbook-validate')
  @ApiConsumes('multipart/form-data')
  @ApiBody(WORKBOOK_FILE_BODY)
  @ApiOperation({
    summary:
      'Checks a result workbook and answers every problem at once (400, errorMessage lines "Sheet, row, column: reason"); stores nothing. 413 over the limits, 415 not an xlsx.',
  })
  @ApiOkResponse({ type: DocumentValidateResultDto })
  validate(@UploadedFile() file: MultipartFile | undefined) {
    return this.uploads.validate(file);
  }

  @Post('UploadDocumentResults/:inquiryId')
  @HttpCode(200)
  @UseInterceptors(WorkbookFileInterceptor)
  @OffersJob('result-workbook-upload')
  @ApiConsumes('multipart/form-data')
  @ApiBody(WORKBOOK_FILE_BODY)
  @ApiOperation({
    summary:
      "Validates again, then replaces the inquiry's results in one transaction and publishes them (progress 100)",
  })
  @ApiOkResponse({ type: UploadResultDto })
  upload(
    @CurrentUser() user: AuthUser,
    @Param('inquiryId', ParseIntPipe) inquiryId: number,
    @UploadedFile() file: MultipartFile | undefined,
    @Req() req: FastifyRequest,
  ) {
    return this.uploads.upload(user, inquiryId, file, req.ip);
  }

  @Get('ResultTemplate/:inquiryId')
  @ApiProduces(CONTENT_TYPES.xlsx)
  @ApiOperation({
    summary: "The result workbook pre-filled with the library of the inquiry's type and the computed inputs",
  })
  @ApiOkResponse({ description: 'The .xlsx workbook, as an attachment' })
  async template(
    @CurrentUser() user: AuthUser,
    @Param('inquiryId', ParseIntPipe) inquiryId: number,
    @Res() res: FastifyReply,
  ) {
    return sendWorkbook(res, await this.uploads.template(user, inquiryId));
  }
}
