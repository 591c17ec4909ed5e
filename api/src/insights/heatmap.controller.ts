import { Controller, Get, Param, ParseIntPipe, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { Roles } from '../common/decorators/roles.decorator';
import { Role } from '../common/domain/roles';
import { HeatmapDto, InquirySegmentsDto } from './dto/heatmap-responses';
import { HeatmapService } from './heatmap.service';

/** The heatmap by an attribute of the respondents (issue 19). */
@ApiTags('Insights')
@ApiBearerAuth()
@Controller('Insights')
export class HeatmapController {
  constructor(private readonly heatmaps: HeatmapService) {}

  @Get('Segments/:inquiryId')
  @Roles(Role.SuperAdmin, Role.CustomerAdmin)
  @ApiOperation({
    summary: "The attributes the inquiry's respondents were invited with and their groups, each shown or hidden (SuperAdmin, CustomerAdmin of the inquiry)",
    description:
      'The choices of the heatmap (?by=) and of the group filter (?segment=Name:Value) of the insight reads, decided as on the heatmap: from the snapshot ' +
      'for a customer admin (before it: Gated=true and no attributes), live for the super admin. Names and values only, never figures or group sizes.',
  })
  @ApiOkResponse({ type: InquirySegmentsDto })
  segments(@CurrentUser() user: AuthUser, @Param('inquiryId', ParseIntPipe) inquiryId: number) {
    return this.heatmaps.attributes(user, inquiryId);
  }

  @Get('Heatmap/:inquiryId')
  @Roles(Role.SuperAdmin, Role.CustomerAdmin)
  @ApiQuery({ name: 'by', required: true, example: 'Department', description: 'An attribute the respondents were invited with (from the People directory)' })
  @ApiOperation({
    summary: 'Areas and questions per group of one attribute beside Overall (SuperAdmin, CustomerAdmin of the inquiry)',
    description:
      "Groups are the attribute's values as each respondent was invited (later directory edits change nothing), plus the respondents without a value (Value ''). " +
      'A group with fewer than MIN_RESPONDENTS completed forms is Hidden (BelowFloor); complementary suppression hides more so that no hidden group follows by ' +
      'subtraction from Overall, from other shown groups, from groups of other attributes or from the ?segment= reads (Complementary, Overlap), or from an ' +
      'earlier snapshot (Changed). A customer admin gets no figures and no N for a hidden group, and reads only the snapshot taken when the inquiry closed ' +
      '(before it: Gated=true, Overall=null, Segments=[]; unpublished: the same with a message). The super admin reads live and gets hidden groups\' figures, ' +
      'marked Hidden. An attribute whose values mostly fall below the floor (an employee number) is refused with 400, as is one no respondent has.',
  })
  @ApiOkResponse({ type: HeatmapDto })
  heatmap(@CurrentUser() user: AuthUser, @Param('inquiryId', ParseIntPipe) inquiryId: number, @Query('by') by?: string) {
    return this.heatmaps.heatmap(user, inquiryId, by);
  }
}
