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
import type { FastifyReply } from 'fastify';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { Roles } from '../common/decorators/roles.decorator';
import { Role } from '../common/domain/roles';
import { CONTENT_TYPES } from '../files/file-type';
import type { MultipartFile } from '../files/uploaded-file';
import { OffersJob } from '../jobs/offers-job.decorator';
import { CoverageDto, CoverageQueryDto } from './dto/coverage.dto';
import { ImportQueryDto, TranslationImportResultDto } from './dto/import-result.dto';
import { ItemTranslationsDto, UpdateItemTranslationsDto } from './dto/item-translations.dto';
import { TranslationEditorService } from './translation-editor.service';
import { TranslationFileInterceptor } from './translation-file.interceptor';
import { TranslationTransferService } from './translation-transfer.service';

const FILE_BODY = {
  schema: { type: 'object', properties: { File: { type: 'string', format: 'binary' } }, required: ['File'] },
};

/** Translations of curated content: the operator's library, and a customer admin's own custom questions. */
@ApiTags('translations')
@ApiBearerAuth()
@Roles(Role.SuperAdmin)
@Controller('Translations')
export class TranslationsController {
  constructor(
    private readonly editor: TranslationEditorService,
    private readonly transfer: TranslationTransferService,
  ) {}

  @Get('Coverage')
  @ApiOperation({
    summary: 'Per language: texts of the library, translated and missing; the missing texts of one language, paged',
  })
  @ApiOkResponse({ type: CoverageDto })
  coverage(@Query() query: CoverageQueryDto) {
    return this.editor.coverage(query);
  }

  @Get('Export')
  @ApiProduces(CONTENT_TYPES.xlsx)
  @ApiOperation({
    summary: 'The library translations as an .xlsx: one row per text (Kind, Id, Field), one column per language',
  })
  @ApiOkResponse({ description: 'The .xlsx workbook, as an attachment' })
  async export(@Res() res: FastifyReply) {
    const { fileName, data } = await this.transfer.export();
    return res
      .header('Content-Type', CONTENT_TYPES.xlsx)
      .header('Content-Disposition', `attachment; filename="${fileName}"`)
      .header('Content-Length', String(data.length))
      .send(data);
  }

  @Post('Import')
  @HttpCode(200)
  @UseInterceptors(TranslationFileInterceptor)
  @OffersJob('translation-workbook-import')
  @ApiConsumes('multipart/form-data')
  @ApiBody(FILE_BODY)
  @ApiOperation({
    summary:
      'Checks every row of a translation workbook (400, errorMessage lines "Sheet, row, column: reason"), then writes all of it or nothing; dryRun=true only checks',
  })
  @ApiOkResponse({ type: TranslationImportResultDto })
  import(@Query() query: ImportQueryDto, @UploadedFile() file: MultipartFile | undefined) {
    return this.transfer.import(file, query.dryRun ?? false);
  }

  @Get(':kind/:id')
  @Roles(Role.SuperAdmin, Role.CustomerAdmin)
  @ApiOperation({
    summary:
      "One item's translatable texts: English beside fr, de, es (null = missing). Customer admins: their own CustomQuestion only",
  })
  @ApiOkResponse({ type: ItemTranslationsDto })
  item(@CurrentUser() user: AuthUser, @Param('kind') kind: string, @Param('id', ParseIntPipe) id: number) {
    return this.editor.item(user, kind, id);
  }

  @Put(':kind/:id')
  @Roles(Role.SuperAdmin, Role.CustomerAdmin)
  @ApiOperation({
    summary:
      "Writes an item's translations (a language left out stays, null or empty removes it); an unknown Field refuses the whole body",
  })
  @ApiOkResponse({ type: ItemTranslationsDto })
  update(
    @CurrentUser() user: AuthUser,
    @Param('kind') kind: string,
    @Param('id', ParseIntPipe) id: number,
    @Body() dto: UpdateItemTranslationsDto,
  ) {
    return this.editor.update(user, kind, id, dto);
  }
}
