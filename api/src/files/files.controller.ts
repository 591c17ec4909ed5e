import { Controller, Get, Param, ParseIntPipe, Query, Res, UseFilters } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Public } from '../common/decorators/public.decorator';
import { DownloadLinkFilter, DownloadRefused } from './download-link.filter';
import { FilesService } from './files.service';
import { SignedLinkService } from './signed-link.service';

@ApiTags('files')
@Controller('files')
export class FilesController {
  constructor(
    private readonly files: FilesService,
    private readonly links: SignedLinkService,
  ) {}

  /**
   * Signed download: the signature is the authorisation, so the route is public. A browser opening a link
   * that does not work gets a page saying what happened and what to do; API clients get the JSON error.
   */
  @Public()
  @UseFilters(DownloadLinkFilter)
  @Get(':fileId')
  @ApiOkResponse({ description: 'The file, as an attachment with its stored content type' })
  async download(
    @Param('fileId', ParseIntPipe) fileId: number,
    @Query('expires') expires: string | undefined,
    @Query('sig') sig: string | undefined,
    @Res() res: FastifyReply,
  ) {
    const state = this.links.check(fileId, expires, sig);
    if (state !== 'valid') throw new DownloadRefused(state);
    const file = await this.files.findById(fileId);
    if (!file) throw new DownloadRefused('gone');
    const stream = await this.files.open(file).catch(() => {
      throw new DownloadRefused('gone');
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
