import { Body, Controller, Delete, Get, Param, ParseIntPipe, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { Roles } from '../common/decorators/roles.decorator';
import { Role } from '../common/domain/roles';
import { PageQueryDto } from '../common/paging/page-query.dto';
import { PagedDto } from '../common/paging/paged.dto';
import { CustomerUsersService } from './customer-users.service';
import { CustomerUserDto, CustomerUserItemDto } from './dto/customer-user-responses.dto';
import { UpdateCustomerUserDto } from './dto/update-customer-user.dto';

/** Customer user administration: super admin only (platform-administration.md §6). */
@ApiTags('CustomerUser')
@ApiBearerAuth()
@Roles(Role.SuperAdmin)
@Controller('CustomerUser')
export class CustomerUsersController {
  constructor(private readonly users: CustomerUsersService) {}

  @Get('GetAll/:customerId')
  @ApiOperation({
    summary:
      'Paged users of a customer: Id, FirstName, LastName, Email, Designation, IsAdmin, Active, IsVerified (SuperAdmin)',
  })
  @ApiOkResponse({ type: PagedDto(CustomerUserItemDto) })
  list(@Param('customerId', ParseIntPipe) customerId: number, @Query() page: PageQueryDto) {
    return this.users.list(customerId, page);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One customer user (SuperAdmin)' })
  @ApiOkResponse({ type: CustomerUserDto })
  get(@Param('id', ParseIntPipe) id: number) {
    return this.users.get(id);
  }

  @Put(':id')
  @ApiOperation({
    summary: 'Edit a customer user (SuperAdmin)',
    description:
      "FirstName and LastName required; Designation, Active and IsVerified optional. Email and IsAdmin never change. Deactivation revokes the user's tokens.",
  })
  @ApiOkResponse({ type: CustomerUserDto })
  update(@Param('id', ParseIntPipe) id: number, @Body() dto: UpdateCustomerUserDto, @CurrentUser() user: AuthUser) {
    return this.users.update(id, dto, user);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Deactivate and hide a customer user (soft delete; answers are kept) (SuperAdmin)' })
  @ApiOkResponse({ type: CustomerUserDto, description: 'The user as it is now: Active false' })
  remove(@Param('id', ParseIntPipe) id: number, @CurrentUser() user: AuthUser) {
    return this.users.remove(id, user);
  }
}
