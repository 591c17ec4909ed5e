import { Controller, Get, Param, ParseIntPipe, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { Roles } from '../common/decorators/roles.decorator';
import { Role } from '../common/domain/roles';
import { HeatmapDto, InquirySegmentsDto } from './dto/heatmap-responses';
import { HeatmapService } from './heatmap.service';

/** The heatmap by an attribute of the respondents (docs/features/segments.md). */
@ApiTags('Insights')
@ApiBearerAuth()
@Controller('Insights')
export class HeatmapController {
  constructor(private readonly heatmaps: HeatmapService) {}

  @Get('Segments/:inquiryId')
  @Roles(Role.SuperAdmin, Role.CustomerAdmin)
  @ApiOperation({
    summary:
      "The attributes the inquiry's respondents were invited with and their groups, each shown or hidden (SuperAdmin, CustomerAdmin of the inquiry)",
    description:
      'The choices of the heatmap (?by=) and of the group filter (?segment=Name:Value) of the insight reads: the reported groups of the snapshot ' +
      'for a customer admin (before it: Gated=true and no attributes), live for the super admin. Small values are rolled up (RolledUp, Members, Value Other) so that ' +
      'every combination of shown groups, across attributes and snapshots, holds 0 or at least MIN_RESPONDENTS completed forms; an attribute that cannot be ' +
      'reported so lists its values Hidden (TooFine, NotEnoughPeople). Names and values only, never figures or group sizes.',
  })
  @ApiOkResponse({ type: InquirySegmentsDto })
  segments(@CurrentUser() user: AuthUser, @Param('inquiryId', ParseIntPipe) inquiryId: number) {
    return this.heatmaps.attributes(user, inquiryId);
  }

  @Get('Heatmap/:inquiryId')
  @Roles(Role.SuperAdmin, Role.CustomerAdmin)
  @ApiQuery({
    name: 'by',
    required: true,
    example: 'Department',
    description: 'An attribute the respondents were invited with (from the People directory)',
  })
  @ApiOperation({
    summary: 'Areas and questions per group of one attribute beside Overall (SuperAdmin, CustomerAdmin of the inquiry)',
    description:
      "Groups are the attribute's reported groups (values as each respondent was invited; later directory edits change nothing; '' = without a value). " +
      'When the snapshot is taken, the attributes are added one at a time and small values rolled up into Other (RolledUp, Members) until every cell of the joint ' +
      'table of all reported groups, this and earlier snapshots included, holds 0 or at least MIN_RESPONDENTS completed forms; an attribute that collapses into one ' +
      'group is Hidden (NotEnoughPeople), one whose values mostly fall below the floor (an employee number) is refused with 400 (TooFine), as is one no respondent has. ' +
      "A question (and its area) with too few answers besides Don't Know for a group, or whose figure would let a combination of shown figures isolate fewer, is " +
      'Withheld: null figures for a customer admin. A customer admin reads only the snapshot (before it: Gated=true, Overall=null, Segments=[]; unpublished: the ' +
      'same with a message). The super admin reads live and gets every figure, withheld ones marked. See docs/confidentiality.md.',
  })
  @ApiOkResponse({ type: HeatmapDto })
  heatmap(
    @CurrentUser() user: AuthUser,
    @Param('inquiryId', ParseIntPipe) inquiryId: number,
    @Query('by') by?: string,
  ) {
    return this.heatmaps.heatmap(user, inquiryId, by);
  }
}
