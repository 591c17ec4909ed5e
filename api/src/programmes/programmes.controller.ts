import { Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { Roles } from '../common/decorators/roles.decorator';
import { Role } from '../common/domain/roles';
import { IdResultDto } from '../common/dto/id-result.dto';
import { PageQueryDto } from '../common/paging/page-query.dto';
import { PagedDto } from '../common/paging/paged.dto';
import { CreateProgrammeDto, UpdateProgrammeDto } from './dto/create-programme.dto';
import { ProgrammeDto, ProgrammeRoundDto } from './dto/programme-responses.dto';
import { ProgrammesService } from './programmes.service';

/** Recurring programmes: the customer admin's own organisation's; the operator reads every organisation's. */
@ApiTags('Programmes')
@ApiBearerAuth()
@Controller('Programmes')
export class ProgrammesController {
  constructor(private readonly programmes: ProgrammesService) {}

  @Get()
  @Roles(Role.CustomerAdmin, Role.SuperAdmin)
  @ApiOperation({ summary: "The organisation's programmes, newest first (every organisation's for the operator)" })
  @ApiOkResponse({ type: PagedDto(ProgrammeDto) })
  list(@CurrentUser() user: AuthUser, @Query() page: PageQueryDto) {
    return this.programmes.list(user, page);
  }

  @Post()
  @HttpCode(200)
  @Roles(Role.CustomerAdmin)
  @ApiOperation({
    summary: 'Set up a recurring programme: each round is an inquiry of one series, created and invited on its date',
  })
  @ApiOkResponse({ type: ProgrammeDto })
  create(@CurrentUser() user: AuthUser, @Body() dto: CreateProgrammeDto) {
    return this.programmes.create(user, dto);
  }

  @Get(':id')
  @Roles(Role.CustomerAdmin, Role.SuperAdmin)
  @ApiOperation({ summary: 'One programme with its next round' })
  @ApiOkResponse({ type: ProgrammeDto })
  get(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number) {
    return this.programmes.get(user, id);
  }

  @Put(':id')
  @Roles(Role.CustomerAdmin)
  @ApiOperation({ summary: 'Change a programme; a running one goes on with the new schedule from now' })
  @ApiOkResponse({ type: ProgrammeDto })
  update(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number, @Body() dto: UpdateProgrammeDto) {
    return this.programmes.update(user, id, dto);
  }

  @Delete(':id')
  @Roles(Role.CustomerAdmin)
  @ApiOperation({ summary: 'Delete a programme and its round records (the rounds’ inquiries stay)' })
  @ApiOkResponse({ type: IdResultDto })
  remove(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number) {
    return this.programmes.remove(user, id);
  }

  @Post(':id/Pause')
  @HttpCode(200)
  @Roles(Role.CustomerAdmin)
  @ApiOperation({ summary: 'Pause: no new rounds until resumed (rounds already open stay open)' })
  @ApiOkResponse({ type: ProgrammeDto })
  pause(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number) {
    return this.programmes.pause(user, id);
  }

  @Post(':id/Resume')
  @HttpCode(200)
  @Roles(Role.CustomerAdmin)
  @ApiOperation({ summary: 'Resume with the first round after now (rounds that fell during the pause are skipped)' })
  @ApiOkResponse({ type: ProgrammeDto })
  resume(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number) {
    return this.programmes.resume(user, id);
  }

  @Get(':id/Rounds')
  @Roles(Role.CustomerAdmin, Role.SuperAdmin)
  @ApiOperation({ summary: "A programme's rounds, newest first: when, its inquiry, how many invited, why one failed" })
  @ApiOkResponse({ type: PagedDto(ProgrammeRoundDto) })
  rounds(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number, @Query() page: PageQueryDto) {
    return this.programmes.rounds(user, id, page);
  }
}
