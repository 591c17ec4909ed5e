import { Controller, Get, Param, ParseIntPipe, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../common/decorators/public.decorator';
import { ApiError } from '../common/filters/api-error';
import { FilesService } from './files.service';
import { SignedLinkService } from './signed-link.service';

@ApiTags('files')
@Controller('files')
export class FilesController {
  constructor(
    private readonly files: FilesService,
    private readonly links: SignedLinkService,
  ) {}

  /** Signed download: the signature is the authorisation, so the route is public. */
  @Public()
  @Get(':fileId')
  @ApiOkResponse({ description: 'The file, as an attachment with its stored content type' })
  async download(
    @Param('fileId', ParseIntPipe) fileId: number,
    @Query('expires') expires: string | undefined,
    @Query('sig') sig: string | undefined,
    @Res() res: Response,
  ) {
    if (!this.links.isValid(fileId, expires, sig)) throw ApiError.forbidden(['This download link is invalid or has expired']);
    const file = await this.files.findById(fileId);
    if (!file) throw ApiError.notFound('File');
    const stream = await this.files.open(file).catch(() => {
      throw ApiError.notFound('File');
    });
    res.setHeader('Content-Type', file.contentType);
    res.setHeader('Content-Length', String(file.size));
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.originalName)}`);
    stream.pipe(res);
  }
}
