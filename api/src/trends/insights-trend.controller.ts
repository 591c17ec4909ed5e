import { Controller, Get, Param, ParseIntPipe, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { Roles } from '../common/decorators/roles.decorator';
import { Role } from '../common/domain/roles';
import { SEGMENT_QUERY } from '../insights/segment-query';
import { TrendDto } from './dto/trend-responses.dto';
import { TrendService } from './trend.service';

/** Rounds and benchmarks (docs/features/rounds-and-benchmarks.md): the Trend read of an inquiry. */
@ApiTags('Insights')
@ApiBearerAuth()
@Controller('Insights')
export class InsightsTrendController {
  constructor(private readonly trends: TrendService) {}

  @Get('Trend/:inquiryId')
  @Roles(Role.SuperAdmin, Role.CustomerAdmin)
  @ApiOperation({
    summary: 'How the results of an inquiry series changed between rounds',
    description:
      'The series: the inquiry and the rounds it continues (re-created from, or created with PreviousInquiryId), oldest first. Per area and per library question ' +
      '(custom questions excluded) one point per round: mean performance and importance (DK excluded), N and 95% intervals; Change between the last two rounds with ' +
      "figures with Welch's t-test at 95%. A customer admin's round is that round's snapshot, and only once published; a round below MIN_RESPONDENTS contributes no figures.",
  })
  @ApiQuery({
    ...SEGMENT_QUERY,
    description:
      "Attribute:Value — the trend of that group only (attributes as invited in each round). A round contributes the group's figures only when " +
      "a customer admin's snapshot of that round shows the group (see GET /api/Insights/Heatmap), or for the super admin when the group holds at least MIN_RESPONDENTS completed forms.",
  })
  @ApiOkResponse({ type: TrendDto })
  trend(
    @CurrentUser() user: AuthUser,
    @Param('inquiryId', ParseIntPipe) inquiryId: number,
    @Query('segment') segment?: string,
  ) {
    return this.trends.trend(user, inquiryId, segment);
  }
}
