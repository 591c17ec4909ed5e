import { Controller, Get, Param, ParseIntPipe, Query, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { Roles } from '../common/decorators/roles.decorator';
import { Role } from '../common/domain/roles';
import { TeamInsightsDto } from './dto/team-insights-responses';
import { TeamInsightsService } from './team-insights.service';

/** Manager views of an inquiry's results (docs/features/managers.md). */
@ApiTags('Insights')
@ApiBearerAuth()
@Controller('Insights')
export class TeamInsightsController {
  constructor(private readonly teams: TeamInsightsService) {}

  @Get('Team/:inquiryId')
  @Roles(Role.CustomerAdmin, Role.CustomerUser)
  @ApiOperation({
    summary:
      "A manager's view: the snapshot's figures of their subtree, of each direct report's subtree and of the rest of the team",
    description:
      "The caller's own subtree when people were under them in the hierarchy copied at invitation; else what a customer admin shared with them " +
      "(a manager's subtree: ?manager= picks one when several are shared; or the whole organisation); else 403. A customer admin reads any " +
      "manager's subtree with ?manager=<email or person id> (400 when nobody in the inquiry reports to them) and the whole organisation without. " +
      'A subtree of fewer than MIN_RESPONDENTS completed forms, or one that would let a smaller group be computed from the others, is counted ' +
      "only in its parent's RestOfTeam (RolledUp=true when it is the subtree asked for). Only for a published inquiry, from its snapshot; every read is audited.",
  })
  @ApiQuery({ name: 'manager', required: false, type: String })
  @ApiOkResponse({ type: TeamInsightsDto })
  team(
    @CurrentUser() user: AuthUser,
    @Param('inquiryId', ParseIntPipe) inquiryId: number,
    @Req() req: FastifyRequest,
    @Query('manager') manager?: string,
  ) {
    return this.teams.team(user, inquiryId, manager, req.ip);
  }
}
