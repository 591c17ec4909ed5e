import { Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { Roles } from '../common/decorators/roles.decorator';
import { Role } from '../common/domain/roles';
import { LibraryQueryDto } from '../library-content/library-query.dto';
import { PagedDto } from '../common/paging/paged.dto';
import { CreateRecommendationDto } from './dto/create-recommendation.dto';
import { RecommendationDto } from './dto/recommendation-response.dto';
import { UpdateRecommendationDto } from './dto/update-recommendation.dto';
import { RecommendationsService } from './recommendations.service';

/** The recommendations library: super admin only (platform-administration.md §6). */
@ApiTags('Recommendations')
@ApiBearerAuth()
@Roles(Role.SuperAdmin)
@Controller('Recommendations')
export class RecommendationsController {
  constructor(private readonly recommendations: RecommendationsService) {}

  @Get('AllRecommendations')
  @ApiOperation({
    summary:
      'Paged recommendations: RecommendationId, RecommendationDetail, InquiryTypeId, InquiryTypeName (SuperAdmin)',
  })
  @ApiOkResponse({ type: PagedDto(RecommendationDto) })
  list(@Query() page: LibraryQueryDto) {
    return this.recommendations.list(page);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One recommendation (SuperAdmin; path of decisions.md §6)' })
  @ApiOkResponse({ type: RecommendationDto })
  get(@Param('id', ParseIntPipe) id: number) {
    return this.recommendations.get(id);
  }

  @Post('AddRecommendations')
  @HttpCode(200)
  @ApiOperation({ summary: 'Add a recommendation: InquiryTypeId, RecommendationDetail (SuperAdmin)' })
  @ApiOkResponse({ type: RecommendationDto })
  create(@Body() dto: CreateRecommendationDto, @CurrentUser() user: AuthUser) {
    return this.recommendations.create(dto, user);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Edit a recommendation: InquiryTypeId, RecommendationDetail (SuperAdmin)' })
  @ApiOkResponse({ type: RecommendationDto })
  update(@Param('id', ParseIntPipe) id: number, @Body() dto: UpdateRecommendationDto, @CurrentUser() user: AuthUser) {
    return this.recommendations.update(id, dto, user);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a recommendation from the library (SuperAdmin)' })
  @ApiOkResponse({ type: RecommendationDto, description: 'The recommendation that was deleted' })
  remove(@Param('id', ParseIntPipe) id: number, @CurrentUser() user: AuthUser) {
    return this.recommendations.remove(id, user);
  }
}
