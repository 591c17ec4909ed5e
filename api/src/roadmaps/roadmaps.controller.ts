import { Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { Roles } from '../common/decorators/roles.decorator';
import { Role } from '../common/domain/roles';
import { LibraryQueryDto } from '../library-content/library-query.dto';
import { PagedDto } from '../common/paging/paged.dto';
import { CreateRoadmapDto } from './dto/create-roadmap.dto';
import { RoadmapDto } from './dto/roadmap-response.dto';
import { UpdateRoadmapDto } from './dto/update-roadmap.dto';
import { RoadmapsService } from './roadmaps.service';

/** The roadmap library: super admin only (platform-administration.md §6). */
@ApiTags('Roadmap')
@ApiBearerAuth()
@Roles(Role.SuperAdmin)
@Controller('Roadmap')
export class RoadmapsController {
  constructor(private readonly roadmaps: RoadmapsService) {}

  @Get('AllRoadmaps')
  @ApiOperation({
    summary:
      'Paged roadmaps: RoadmapId, InquiryTypeId, InquiryTypeName, Step1..Step3 _RoadmapTitle, _BriefDescription, _RoadmapDetail (SuperAdmin)',
  })
  @ApiOkResponse({ type: PagedDto(RoadmapDto) })
  list(@Query() page: LibraryQueryDto) {
    return this.roadmaps.list(page);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One roadmap (SuperAdmin)' })
  @ApiOkResponse({ type: RoadmapDto })
  get(@Param('id', ParseIntPipe) id: number) {
    return this.roadmaps.get(id);
  }

  @Post('AddRoadmap')
  @HttpCode(200)
  @ApiOperation({ summary: 'Add a roadmap: InquiryTypeId and the nine step fields, all required (SuperAdmin)' })
  @ApiOkResponse({ type: RoadmapDto })
  create(@Body() dto: CreateRoadmapDto, @CurrentUser() user: AuthUser) {
    return this.roadmaps.create(dto, user);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Edit a roadmap: InquiryTypeId and the nine step fields, all required (SuperAdmin)' })
  @ApiOkResponse({ type: RoadmapDto })
  update(@Param('id', ParseIntPipe) id: number, @Body() dto: UpdateRoadmapDto, @CurrentUser() user: AuthUser) {
    return this.roadmaps.update(id, dto, user);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a roadmap from the library (SuperAdmin)' })
  @ApiOkResponse({ type: RoadmapDto, description: 'The roadmap that was deleted' })
  remove(@Param('id', ParseIntPipe) id: number, @CurrentUser() user: AuthUser) {
    return this.roadmaps.remove(id, user);
  }
}
