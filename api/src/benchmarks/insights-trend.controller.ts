import { Controller, Get, Param, ParseIntPipe } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { Roles } from '../common/decorators/roles.decorator';
import { Role } from '../common/domain/roles';
import { BenchmarkService } from './benchmark.service';
import { BenchmarkDto } from './dto/benchmark-responses.dto';
import { TrendDto } from './dto/trend-responses.dto';
import { TrendService } from './trend.service';

/** Rounds and benchmarks (issue 20): the Trend and Benchmark reads of an inquiry. */
@ApiTags('Insights')
@ApiBearerAuth()
@Controller('Insights')
export class InsightsTrendController {
  constructor(
    private readonly trends: TrendService,
    private readonly benchmarks: BenchmarkService,
  ) {}

  @Get('Trend/:inquiryId')
  @Roles(Role.SuperAdmin, Role.CustomerAdmin)
  @ApiOperation({
    summary: 'How the results of an inquiry series changed between rounds',
    description:
      'The series: the inquiry and the rounds it continues (re-created from, or created with PreviousInquiryId), oldest first. Per area and per library question ' +
      '(custom questions excluded) one point per round: mean performance and importance (DK excluded), N and 95% intervals; Change between the last two rounds with ' +
      "figures with Welch's t-test at 95%. A customer admin's round is that round's snapshot, and only once published; a round below MIN_RESPONDENTS contributes no figures.",
  })
  @ApiOkResponse({ type: TrendDto })
  trend(@CurrentUser() user: AuthUser, @Param('inquiryId', ParseIntPipe) inquiryId: number) {
    return this.trends.trend(user, inquiryId);
  }

  @Get('Benchmark/:inquiryId')
  @Roles(Role.SuperAdmin, Role.CustomerAdmin)
  @ApiOperation({
    summary: "This organisation's mean performance against other organisations' (same inquiry type)",
    description:
      "Benchmark = mean of organisation means over each organisation's latest published inquiry of the type (snapshot with at least MIN_RESPONDENTS forms; " +
      'contributing and not excluded). Shown only when the released pool has at least BENCHMARK_MIN_ORGS organisations (else Needed says how many more); ' +
      'a released pool changes only when at least BENCHMARK_MIN_ORGS members differ, so no answer reveals one organisation.',
  })
  @ApiOkResponse({ type: BenchmarkDto })
  benchmark(@CurrentUser() user: AuthUser, @Param('inquiryId', ParseIntPipe) inquiryId: number) {
    return this.benchmarks.benchmark(user, inquiryId);
  }
}
