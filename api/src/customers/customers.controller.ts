import { Body, Controller, Delete, Get, Param, ParseIntPipe, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { ReadsOnly } from '../common/decorators/reads-only.decorator';
import { Roles } from '../common/decorators/roles.decorator';
import { Role } from '../common/domain/roles';
import { PagedDto } from '../common/paging/paged.dto';
import { CustomersService } from './customers.service';
import { CustomerDto, CustomerListItemDto } from './dto/customer-responses.dto';
import { CustomerListQueryDto } from './dto/customer-list-query.dto';
import { UpdateCustomerDto } from './dto/update-customer.dto';

/** Customer administration: super admin only (platform-administration.md §6). */
@ApiTags('Customer')
@ApiBearerAuth()
@Roles(Role.SuperAdmin)
@Controller('Customer')
export class CustomersController {
  constructor(private readonly customers: CustomersService) {}

  @Get()
  @ReadsOnly()
  @ApiOperation({
    summary: 'Paged customers: CustomerId, CustomerName, Industry, Website, IsActive (SuperAdmin)',
    description:
      'Newest first, or by sort and order; search keeps the customers whose name, industry or website contains the text.',
  })
  @ApiOkResponse({ type: PagedDto(CustomerListItemDto) })
  list(@Query() page: CustomerListQueryDto) {
    return this.customers.list(page);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One customer with every profile field (SuperAdmin)' })
  @ApiOkResponse({ type: CustomerDto })
  get(@Param('id', ParseIntPipe) id: number) {
    return this.customers.get(id);
  }

  @Put(':id')
  @ApiOperation({
    summary: 'Edit website, street address, state, city and Active (SuperAdmin)',
    description:
      'Other customer fields are ignored. Fields left out keep their value, so { IsActive } alone toggles the customer.',
  })
  @ApiOkResponse({ type: CustomerDto })
  update(@Param('id', ParseIntPipe) id: number, @Body() dto: UpdateCustomerDto, @CurrentUser() user: AuthUser) {
    return this.customers.update(id, dto, user);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Deactivate and hide a customer (soft delete; nothing is erased) (SuperAdmin)' })
  @ApiOkResponse({ type: CustomerDto, description: 'The customer as it is now: IsActive false' })
  remove(@Param('id', ParseIntPipe) id: number, @CurrentUser() user: AuthUser) {
    return this.customers.remove(id, user);
  }
}
