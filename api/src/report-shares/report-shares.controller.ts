import { Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Post, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { Roles } from '../common/decorators/roles.decorator';
import { Role } from '../common/domain/roles';
import { CreateReportShareDto } from './dto/create-report-share.dto';
import { ReportShareDto } from './dto/report-share-responses';
import { ReportSharesService } from './report-shares.service';

const WHO = " The customer admin's own organisation only (another organisation's inquiry answers 404).";

/** Shares of an inquiry's results with managers and named people (docs/features/managers.md). */
@ApiTags('Report shares')
@ApiBearerAuth()
@Controller('Inquiry')
export class ReportSharesController {
  constructor(private readonly shares: ReportSharesService) {}

  @Get(':inquiryId/ReportShares')
  @Roles(Role.SuperAdmin, Role.CustomerAdmin)
  @ApiOperation({ summary: "Who the inquiry's results are shared with (open shares, oldest first)", description: WHO })
  @ApiOkResponse({ type: [ReportShareDto] })
  list(@CurrentUser() user: AuthUser, @Param('inquiryId', ParseIntPipe) inquiryId: number) {
    return this.shares.list(user, inquiryId);
  }

  @Post(':inquiryId/ReportShares')
  @HttpCode(200)
  @Roles(Role.CustomerAdmin)
  @ApiOperation({
    summary:
      "Shares the inquiry's results with a user of the organisation: one manager's subtree (Team) or the whole organisation",
    description:
      "The viewer then reads GET /api/Insights/Team/{inquiryId} (with ?manager= for a Team share of someone else's subtree); " +
      'every such read is audited. Sharing the same thing again answers the open share.' +
      WHO,
  })
  @ApiOkResponse({ type: ReportShareDto })
  create(
    @CurrentUser() user: AuthUser,
    @Param('inquiryId', ParseIntPipe) inquiryId: number,
    @Body() dto: CreateReportShareDto,
    @Req() req: FastifyRequest,
  ) {
    return this.shares.create(user, inquiryId, dto, req.ip);
  }

  @Delete(':inquiryId/ReportShares/:shareId')
  @Roles(Role.CustomerAdmin)
  @ApiOperation({
    summary: 'Revokes a share: the viewer loses access at once (404 when it is not open)',
    description: WHO,
  })
  @ApiOkResponse({ type: ReportShareDto })
  revoke(
    @CurrentUser() user: AuthUser,
    @Param('inquiryId', ParseIntPipe) inquiryId: number,
    @Param('shareId', ParseIntPipe) shareId: number,
    @Req() req: FastifyRequest,
  ) {
    return this.shares.revoke(user, inquiryId, shareId, req.ip);
  }
}
