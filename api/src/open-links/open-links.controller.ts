import { Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Post, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { Roles } from '../common/decorators/roles.decorator';
import { Role } from '../common/domain/roles';
import { CreateOpenLinkDto } from './dto/create-open-link.dto';
import { OpenLinkDto, OpenLinkRevokedDto } from './dto/open-link-responses.dto';
import { OpenLinksService } from './open-links.service';

/** An inquiry's open link: its customer admin opens and revokes it; the operator reads it. */
@ApiTags('OpenLinks')
@ApiBearerAuth()
@Controller('Inquiry/:inquiryId/OpenLink')
export class OpenLinksController {
  constructor(private readonly links: OpenLinksService) {}

  @Post()
  @HttpCode(200)
  @Roles(Role.CustomerAdmin)
  @ApiOperation({
    summary: 'Open the inquiry to anyone holding a link (no account, no name, one form per browser)',
    description:
      'One open link per inquiry at a time (409 while one is open). The inquiry needs its intake answers and must still take answers. ' +
      'GroupQuestions: attributes of the people directory (at most 3, each at most 60 values) whose value a respondent may declare.',
  })
  @ApiOkResponse({ type: OpenLinkDto })
  create(
    @CurrentUser() user: AuthUser,
    @Param('inquiryId', ParseIntPipe) inquiryId: number,
    @Body() dto: CreateOpenLinkDto,
  ) {
    return this.links.create(user, inquiryId, dto);
  }

  @Get()
  @Roles(Role.CustomerAdmin, Role.SuperAdmin)
  @ApiOperation({ summary: "The inquiry's open link with its response counts (404 when it has none)" })
  @ApiOkResponse({ type: OpenLinkDto })
  get(@CurrentUser() user: AuthUser, @Param('inquiryId', ParseIntPipe) inquiryId: number) {
    return this.links.get(user, inquiryId);
  }

  @Delete()
  @Roles(Role.CustomerAdmin)
  @ApiOperation({
    summary: 'Revoke the open link: its form answers 410 "Closed" at once; the forms answered so far stay',
  })
  @ApiOkResponse({ type: OpenLinkRevokedDto })
  revoke(@CurrentUser() user: AuthUser, @Param('inquiryId', ParseIntPipe) inquiryId: number) {
    return this.links.revoke(user, inquiryId);
  }

  @Get('Qr')
  @Roles(Role.CustomerAdmin, Role.SuperAdmin)
  @ApiOperation({ summary: 'The open link as a QR code (SVG) for a printed poster' })
  @ApiProduces('image/svg+xml')
  @ApiOkResponse({ description: 'image/svg+xml' })
  async qr(
    @CurrentUser() user: AuthUser,
    @Param('inquiryId', ParseIntPipe) inquiryId: number,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const svg = await this.links.qr(user, inquiryId);
    // Set here, not by @Header: a 404 must keep the JSON error shape.
    reply.header('Content-Type', 'image/svg+xml; charset=utf-8');
    return svg;
  }
}
