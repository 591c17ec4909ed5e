import { Controller, Get, Param, ParseIntPipe, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
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
    @Res() res: FastifyReply,
  ) {
    if (!this.links.isValid(fileId, expires, sig))
      throw ApiError.forbidden(['This download link is invalid or has expired']);
    const file = await this.files.findById(fileId);
    if (!file) throw ApiError.notFound('File');
    const stream = await this.files.open(file).catch(() => {
      throw ApiError.notFound('File');
    });
    return res
      .header('Content-Type', file.contentType)
      .header('Content-Length', String(file.size))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'private, no-store')
      .header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.originalName)}`)
      .send(stream);
  }
}
