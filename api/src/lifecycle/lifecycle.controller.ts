import { Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { Roles } from '../common/decorators/roles.decorator';
import { Role } from '../common/domain/roles';
import { IdResultDto } from '../common/dto/id-result.dto';
import { PageQueryDto } from '../common/paging/page-query.dto';
import { PagedDto } from '../common/paging/paged.dto';
import { CreateLifecycleDto, UpdateLifecycleDto } from './dto/create-lifecycle.dto';
import { LifecycleDto, LifecyclePeriodDto } from './dto/lifecycle-responses.dto';
import { LifecycleService } from './lifecycle.service';

/** Onboarding and exit surveys: the customer admin's own organisation's; the operator reads every organisation's. */
@ApiTags('Lifecycle')
@ApiBearerAuth()
@Controller('Lifecycle')
export class LifecycleController {
  constructor(private readonly lifecycle: LifecycleService) {}

  @Get()
  @Roles(Role.CustomerAdmin, Role.SuperAdmin)
  @ApiOperation({
    summary: "The organisation's lifecycle surveys, newest first (every organisation's for the operator)",
  })
  @ApiOkResponse({ type: PagedDto(LifecycleDto) })
  list(@CurrentUser() user: AuthUser, @Query() page: PageQueryDto) {
    return this.lifecycle.list(user, page);
  }

  @Post()
  @HttpCode(200)
  @Roles(Role.CustomerAdmin)
  @ApiOperation({
    summary: 'Set up an onboarding or exit survey: each person is invited once, into the inquiry of their quarter',
  })
  @ApiOkResponse({ type: LifecycleDto })
  create(@CurrentUser() user: AuthUser, @Body() dto: CreateLifecycleDto) {
    return this.lifecycle.create(user, dto);
  }

  @Get(':id')
  @Roles(Role.CustomerAdmin, Role.SuperAdmin)
  @ApiOperation({ summary: 'One lifecycle survey' })
  @ApiOkResponse({ type: LifecycleDto })
  get(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number) {
    return this.lifecycle.get(user, id);
  }

  @Put(':id')
  @Roles(Role.CustomerAdmin)
  @ApiOperation({ summary: 'Change a lifecycle survey (people already invited are not invited again)' })
  @ApiOkResponse({ type: LifecycleDto })
  update(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number, @Body() dto: UpdateLifecycleDto) {
    return this.lifecycle.update(user, id, dto);
  }

  @Delete(':id')
  @Roles(Role.CustomerAdmin)
  @ApiOperation({ summary: 'Delete a lifecycle survey and its records (the periods’ inquiries stay)' })
  @ApiOkResponse({ type: IdResultDto })
  remove(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number) {
    return this.lifecycle.remove(user, id);
  }

  @Get(':id/Periods')
  @Roles(Role.CustomerAdmin, Role.SuperAdmin)
  @ApiOperation({
    summary: "A survey's periods, newest first: each quarter's inquiry, people invited and answered, figures released",
  })
  @ApiOkResponse({ type: [LifecyclePeriodDto] })
  periods(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number) {
    return this.lifecycle.periods(user, id);
  }
}
