import { Body, Controller, Get, Param, ParseIntPipe, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { Roles } from '../common/decorators/roles.decorator';
import { Role } from '../common/domain/roles';
import { BenchmarkPoolService } from './benchmark-pool.service';
import { BenchmarkPoolDto, BenchmarkPoolQueryDto, ExclusionDto, SetExclusionDto } from './dto/benchmark-pool.dto';

/** The benchmark pools and the exclusion of organisations from them (super admin; docs/features/rounds-and-benchmarks.md). */
@ApiTags('Benchmarks')
@ApiBearerAuth()
@Roles(Role.SuperAdmin)
@Controller('Benchmarks')
export class BenchmarkPoolController {
  constructor(private readonly pools: BenchmarkPoolService) {}

  @Get('Pool')
  @ApiOperation({
    summary:
      'Organisations with published results of an inquiry type: which count, which are excluded or declined, and the released pool (SuperAdmin)',
  })
  @ApiOkResponse({ type: BenchmarkPoolDto })
  pool(@Query() query: BenchmarkPoolQueryDto) {
    return this.pools.pool(query.inquiryTypeId);
  }

  @Get('Pool/:customerId')
  @ApiOperation({ summary: 'Whether an organisation is excluded from every benchmark pool (SuperAdmin)' })
  @ApiOkResponse({ type: ExclusionDto })
  exclusion(@Param('customerId', ParseIntPipe) customerId: number) {
    return this.pools.excluded(customerId);
  }

  @Put('Pool/:customerId')
  @ApiOperation({
    summary:
      'Exclude an organisation from every benchmark pool, or include it again (SuperAdmin); takes effect at the next release',
  })
  @ApiOkResponse({ type: ExclusionDto })
  setExclusion(
    @CurrentUser() user: AuthUser,
    @Param('customerId', ParseIntPipe) customerId: number,
    @Body() dto: SetExclusionDto,
  ) {
    return this.pools.setExcluded(user, customerId, dto.Excluded);
  }
}
