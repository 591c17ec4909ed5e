import {
  Controller,
  Get,
  HttpCode,
  Param,
  ParseIntPipe,
  Post,
  Query,
  UploadedFiles,
  UseInterceptors,
} from '@nestjs/common';
import { FilesInterceptor } from '@nest-lab/fastify-multer';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { Roles } from '../common/decorators/roles.decorator';
import { Role } from '../common/domain/roles';
import { PageQueryDto } from '../common/paging/page-query.dto';
import { PagedDto } from '../common/paging/paged.dto';
import { InquiryDocumentItem } from '../results/dto/result-responses';
import { DocumentsService } from './documents.service';
import { UserDocumentDto } from './dto/document-responses.dto';
import { CleanupUploads, documentUploadOptions } from '../files/uploaded-document';
import type { MultipartFile } from '../files/uploaded-file';

const MAX_HELP_FILES = 10;

@ApiTags('Inquiry')
@ApiBearerAuth()
@Controller('Inquiry')
export class InquiryDocumentsController {
  constructor(private readonly documents: DocumentsService) {}

  @Get('UserDocuments/:inquiryId/:userId')
  @Roles(Role.SuperAdmin, Role.CustomerAdmin, Role.CustomerUser)
  @ApiOperation({ summary: 'Documents a respondent attached to their form (super admin, or the respondent)' })
  @ApiOkResponse({ type: PagedDto(UserDocumentDto) })
  userDocuments(
    @CurrentUser() user: AuthUser,
    @Param('inquiryId', ParseIntPipe) inquiryId: number,
    @Param('userId', ParseIntPipe) userId: number,
    @Query() page: PageQueryDto,
  ) {
    return this.documents.userDocuments(user, inquiryId, userId, page);
  }

  @Post('UploadHelpDocument/:inquiryId')
  @HttpCode(200)
  @Roles(Role.SuperAdmin)
  @ApiConsumes('multipart/form-data')
  @ApiOperation({ summary: 'Help documents of an inquiry, repeated field Files (super admin)' })
  @ApiBody({
    schema: {
      type: 'object',
      required: ['Files'],
      properties: {
        Files: {
          type: 'array',
          items: { type: 'string', format: 'binary' },
          description: `xlsx, xls, docx, doc, pdf or zip; at most 20 MB each, ${MAX_HELP_FILES} per request`,
        },
      },
    },
  })
  @UseInterceptors(FilesInterceptor('Files', MAX_HELP_FILES, documentUploadOptions(MAX_HELP_FILES)), CleanupUploads)
  @ApiOkResponse({ type: [InquiryDocumentItem] })
  upload(
    @CurrentUser() user: AuthUser,
    @Param('inquiryId', ParseIntPipe) inquiryId: number,
    @UploadedFiles() files: MultipartFile[],
  ) {
    return this.documents.uploadHelpDocuments(user, inquiryId, files ?? []);
  }
}
