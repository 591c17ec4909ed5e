import { Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { Roles } from '../common/decorators/roles.decorator';
import { Role } from '../common/domain/roles';
import { IdResultDto } from '../common/dto/id-result.dto';
import { PageQueryDto } from '../common/paging/page-query.dto';
import { PagedDto } from '../common/paging/paged.dto';
import { CreatePathwayDto } from './dto/create-pathway.dto';
import { PathwayDto, PathwayListItemDto } from './dto/pathway-responses.dto';
import { UpdatePathwayDto } from './dto/update-pathway.dto';
import { PathwaysService } from './pathways.service';

/** Pathways (named groups of diagnostic questions under an inquiry type): SuperAdmin manages, CustomerAdmin reads. */
@ApiTags('Pathway')
@ApiBearerAuth()
@Roles(Role.SuperAdmin)
@Controller('Pathway')
export class PathwaysController {
  constructor(private readonly pathways: PathwaysService) {}

  @Get(':inquiryId/AllPathways')
  @Roles(Role.SuperAdmin, Role.CustomerAdmin)
  @ApiOperation({
    summary: 'Paged pathways of an inquiry type: Id, InquiryTypeId, InquiryTypeName, Name (SuperAdmin, CustomerAdmin)',
  })
  @ApiOkResponse({ type: PagedDto(PathwayListItemDto) })
  list(@Param('inquiryId', ParseIntPipe) inquiryTypeId: number, @Query() page: PageQueryDto) {
    return this.pathways.list(inquiryTypeId, page);
  }

  @Get(':id')
  @Roles(Role.SuperAdmin, Role.CustomerAdmin)
  @ApiOperation({
    summary: 'One pathway, with the parallel lists InquiryTypeIds/InquiryTypeNames (SuperAdmin, CustomerAdmin)',
  })
  @ApiOkResponse({ type: PathwayDto })
  get(@Param('id', ParseIntPipe) id: number) {
    return this.pathways.get(id);
  }

  @Post(':inquiryId/CreatePathway')
  @HttpCode(200)
  @ApiOperation({ summary: 'Create a pathway under the inquiry type: Name required (SuperAdmin)' })
  @ApiOkResponse({ type: PathwayDto })
  create(
    @Param('inquiryId', ParseIntPipe) inquiryTypeId: number,
    @Body() dto: CreatePathwayDto,
    @CurrentUser() user: AuthUser,
  ) {
    return this.pathways.create(inquiryTypeId, dto, user);
  }

  @Put(':inquiryId/Update/:pathwayId')
  @ApiOperation({
    summary: 'Rename a pathway, or move it to this inquiry type while its questions have no answers (SuperAdmin)',
  })
  @ApiOkResponse({ type: PathwayDto })
  update(
    @Param('inquiryId', ParseIntPipe) inquiryTypeId: number,
    @Param('pathwayId', ParseIntPipe) id: number,
    @Body() dto: UpdatePathwayDto,
    @CurrentUser() user: AuthUser,
  ) {
    return this.pathways.update(inquiryTypeId, id, dto, user);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a pathway and its questions; 409 once its questions have answers (SuperAdmin)' })
  @ApiOkResponse({ type: IdResultDto })
  remove(@Param('id', ParseIntPipe) id: number, @CurrentUser() user: AuthUser) {
    return this.pathways.remove(id, user);
  }
}
