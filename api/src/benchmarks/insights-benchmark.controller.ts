import { Controller, Get, Param, ParseIntPipe } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { Roles } from '../common/decorators/roles.decorator';
import { Role } from '../common/domain/roles';
import { BenchmarkService } from './benchmark.service';
import { BenchmarkDto } from './dto/benchmark-responses.dto';

/** Rounds and benchmarks (docs/features/rounds-and-benchmarks.md): the Benchmark read of an inquiry. */
@ApiTags('Insights')
@ApiBearerAuth()
@Controller('Insights')
export class InsightsBenchmarkController {
  constructor(private readonly benchmarks: BenchmarkService) {}

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
