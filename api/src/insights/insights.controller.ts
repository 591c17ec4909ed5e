import { Controller, Get, Param, ParseIntPipe, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { SEGMENT_QUERY } from './segment-query';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { Roles } from '../common/decorators/roles.decorator';
import { Role } from '../common/domain/roles';
import { AnonymityGateDto, ImportancePerformanceDto } from './dto/insights-responses';
import { InsightsService } from './insights.service';

const GATE_NOTE =
  ' A customer admin gets the figures only for a published inquiry, and only from its snapshot: taken when the inquiry closes ' +
  '(every respondent completed, expiry passed or results published) over at least MIN_RESPONDENTS (default 5) completed forms, ' +
  'and replaced only once MIN_RESPONDENTS more forms are completed (SnapshotTakenAt, SnapshotForms, Message say which). Before the first snapshot ' +
  'the answer is still 200 with Gated=true, Needed, Message, and Overall=null, Areas=[], Items=[]. The super admin always reads live figures.';

/** Computed insights beyond the specification: importance-performance analysis, DK shares, anonymity floor. */
@ApiTags('Insights')
@ApiBearerAuth()
@Controller('Insights')
export class InsightsController {
  constructor(private readonly insights: InsightsService) {}

  @Get('ImportancePerformance/:inquiryId')
  @Roles(Role.SuperAdmin, Role.CustomerAdmin)
  @ApiOperation({
    summary: 'Importance-performance analysis (Martilla & James 1977) per area and overall',
    description:
      'Every rating item of the four areas (diagnostic and approved custom questions) with MeanPerformance, MeanImportance (DK excluded from each mean), ' +
      'Gap (mean of paired importance − performance where both were rated), N (valid pairs), DK shares, and its one quadrant against the inquiry-wide crosshair (the same in its area); ' +
      "the crosshair (IPA_CROSSHAIR: grand means of the item means, or the midpoint 3, which is always reported), per area its figure (the mean of its library questions' means), pooled DK share " +
      '(flagged above DK_FLAG_THRESHOLD) and the "Concentrate here" items ranked by gap. Completed forms only.' +
      GATE_NOTE,
  })
  @ApiQuery(SEGMENT_QUERY)
  @ApiOkResponse({ type: ImportancePerformanceDto })
  importancePerformance(
    @CurrentUser() user: AuthUser,
    @Param('inquiryId', ParseIntPipe) inquiryId: number,
    @Query('segment') segment?: string,
  ) {
    return this.insights.importancePerformance(user, inquiryId, segment);
  }

  @Get('Anonymity/:inquiryId')
  @Roles(Role.SuperAdmin, Role.CustomerAdmin)
  @ApiOperation({
    summary:
      'Whether computed figures are withheld from the caller, how many more completed forms are needed, and the snapshot a customer admin sees (taken on this read when the inquiry closed by expiry)',
  })
  @ApiOkResponse({ type: AnonymityGateDto })
  anonymity(@CurrentUser() user: AuthUser, @Param('inquiryId', ParseIntPipe) inquiryId: number) {
    return this.insights.anonymity(user, inquiryId);
  }
}
