import { Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { Roles } from '../common/decorators/roles.decorator';
import { Role } from '../common/domain/roles';
import { IdResultDto } from '../common/dto/id-result.dto';
import { PagedDto } from '../common/paging/paged.dto';
import { CreateInquiryTypeDto } from './dto/create-inquiry-type.dto';
import { InquiryTypeDto } from './dto/inquiry-type-response.dto';
import { InquiryTypeListQueryDto } from './dto/inquiry-type-list-query.dto';
import { UpdateInquiryTypeDto } from './dto/update-inquiry-type.dto';
import { InquiryTypesService } from './inquiry-types.service';

/** Inquiry types: SuperAdmin manages, CustomerAdmin reads (platform-administration.md §6). */
@ApiTags('InquiryType')
@ApiBearerAuth()
@Roles(Role.SuperAdmin)
@Controller('InquiryType')
export class InquiryTypesController {
  constructor(private readonly inquiryTypes: InquiryTypesService) {}

  @Get()
  @Roles(Role.SuperAdmin, Role.CustomerAdmin)
  @ApiOperation({
    summary: 'Paged inquiry types: Id, InqType, Description, IsActive (SuperAdmin, CustomerAdmin)',
    description:
      'Newest first; pageSize=-1 is the dropdown: alphabetical ignoring case, Other last. Customer admins see active types only. search keeps the types whose name or description contains the text; sort=InqType with order sorts by name.',
  })
  @ApiOkResponse({ type: PagedDto(InquiryTypeDto) })
  list(@Query() page: InquiryTypeListQueryDto, @CurrentUser() user: AuthUser) {
    return this.inquiryTypes.list(user, page);
  }

  @Get(':id')
  @Roles(Role.SuperAdmin, Role.CustomerAdmin)
  @ApiOperation({ summary: 'One inquiry type (SuperAdmin, CustomerAdmin)' })
  @ApiOkResponse({ type: InquiryTypeDto })
  get(@Param('id', ParseIntPipe) id: number) {
    return this.inquiryTypes.get(id);
  }

  @Post('CreateInquiryType')
  @HttpCode(200)
  @ApiOperation({ summary: 'Create an inquiry type: InqType required, Description, IsActive (SuperAdmin)' })
  @ApiOkResponse({ type: InquiryTypeDto })
  create(@Body() dto: CreateInquiryTypeDto, @CurrentUser() user: AuthUser) {
    return this.inquiryTypes.create(dto, user);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Edit an inquiry type (SuperAdmin)' })
  @ApiOkResponse({ type: InquiryTypeDto })
  update(@Param('id', ParseIntPipe) id: number, @Body() dto: UpdateInquiryTypeDto, @CurrentUser() user: AuthUser) {
    return this.inquiryTypes.update(id, dto, user);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete an inquiry type; 409 naming what depends on it while anything does (SuperAdmin)' })
  @ApiOkResponse({ type: IdResultDto })
  remove(@Param('id', ParseIntPipe) id: number, @CurrentUser() user: AuthUser) {
    return this.inquiryTypes.remove(id, user);
  }
}
