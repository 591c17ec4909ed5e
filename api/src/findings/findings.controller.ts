import { Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { Roles } from '../common/decorators/roles.decorator';
import { Role } from '../common/domain/roles';
import { LibraryQueryDto } from '../library-content/library-query.dto';
import { PagedDto } from '../common/paging/paged.dto';
import { CreateFindingDto } from './dto/create-finding.dto';
import { FindingDto } from './dto/finding-response.dto';
import { UpdateFindingDto } from './dto/update-finding.dto';
import { FindingsService } from './findings.service';

/** The findings library: super admin only (platform-administration.md §6). */
@ApiTags('Findings')
@ApiBearerAuth()
@Roles(Role.SuperAdmin)
@Controller('Findings')
export class FindingsController {
  constructor(private readonly findings: FindingsService) {}

  @Get('AllFindings')
  @ApiOperation({
    summary: 'Paged findings: FindingId, FindingDetail, Area, InquiryTypeId, InquiryTypeName (SuperAdmin)',
  })
  @ApiOkResponse({ type: PagedDto(FindingDto) })
  list(@Query() page: LibraryQueryDto) {
    return this.findings.list(page);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One finding (SuperAdmin; path of decisions.md §6)' })
  @ApiOkResponse({ type: FindingDto })
  get(@Param('id', ParseIntPipe) id: number) {
    return this.findings.get(id);
  }

  @Post('AddFindings')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Add a finding: InquiryTypeId, Area (Culture, People, Process, Structure), FindingDetail (SuperAdmin)',
  })
  @ApiOkResponse({ type: FindingDto })
  create(@Body() dto: CreateFindingDto, @CurrentUser() user: AuthUser) {
    return this.findings.create(dto, user);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Edit a finding: InquiryTypeId, Area, FindingDetail (SuperAdmin)' })
  @ApiOkResponse({ type: FindingDto })
  update(@Param('id', ParseIntPipe) id: number, @Body() dto: UpdateFindingDto, @CurrentUser() user: AuthUser) {
    return this.findings.update(id, dto, user);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a finding from the library (SuperAdmin)' })
  @ApiOkResponse({ type: FindingDto, description: 'The finding that was deleted' })
  remove(@Param('id', ParseIntPipe) id: number, @CurrentUser() user: AuthUser) {
    return this.findings.remove(id, user);
  }
}
