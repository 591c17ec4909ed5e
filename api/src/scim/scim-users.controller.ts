import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Patch,
  Post,
  Put,
  Query,
  Res,
  UseFilters,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import { ApiExcludeController, ApiOperation } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { AcceptsApiKey } from '../common/decorators/api-key-scope.decorator';
import { Roles } from '../common/decorators/roles.decorator';
import { Role } from '../common/domain/roles';
import { ScimErrorFilter } from './scim-error.filter';
import { ScimContentType, ScimKeyGuard } from './scim-key.guard';
import { ScimUsersService } from './scim-users.service';

/**
 * SCIM 2.0 Users (RFC 7644 §3, docs/features/scim.md): the people directory of the key's organisation. Bodies are
 * SCIM resources whose attribute names are case-insensitive and whose extensions are keyed by URN, so they are read
 * by the mapper's rules rather than by a class-validator DTO.
 */
// Described by its own discovery routes and RFC 7643/7644, not by the portal's OpenAPI document and contracts.
@ApiExcludeController()
@Roles(Role.CustomerAdmin)
@AcceptsApiKey('scim')
@UseGuards(ScimKeyGuard)
@UseFilters(ScimErrorFilter)
@UseInterceptors(ScimContentType)
@Controller('scim/v2/Users')
export class ScimUsersController {
  constructor(private readonly users: ScimUsersService) {}

  @Get()
  @ApiOperation({
    summary: 'SCIM: list users, filter userName eq "..." or externalId eq "..." (API key with scope scim)',
  })
  list(
    @CurrentUser() user: AuthUser,
    @Query('filter') filter?: string,
    @Query('startIndex') startIndex?: string,
    @Query('count') count?: string,
  ) {
    return this.users.list(user.customerId!, filter, startIndex, count);
  }

  @Get(':id')
  @ApiOperation({ summary: 'SCIM: one user (API key with scope scim)' })
  get(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    return this.users.get(user.customerId!, id);
  }

  @Post()
  @HttpCode(201)
  @ApiOperation({ summary: 'SCIM: create a user; 409 uniqueness when the userName is taken (API key with scope scim)' })
  async create(@CurrentUser() user: AuthUser, @Body() body: unknown, @Res({ passthrough: true }) reply: FastifyReply) {
    const created = await this.users.create(user.id, user.customerId!, body);
    // RFC 7644 §3.3: the new resource's URI in Location as well as in meta.location.
    reply.header('Location', created.meta.location);
    return created;
  }

  @Put(':id')
  @ApiOperation({ summary: 'SCIM: replace a user (API key with scope scim)' })
  replace(@CurrentUser() user: AuthUser, @Param('id') id: string, @Body() body: unknown) {
    return this.users.replace(user.id, user.customerId!, id, body);
  }

  @Patch(':id')
  @ApiOperation({ summary: 'SCIM: patch a user; active false deactivates (API key with scope scim)' })
  patch(@CurrentUser() user: AuthUser, @Param('id') id: string, @Body() body: unknown) {
    return this.users.patch(user.id, user.customerId!, id, body);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'SCIM: remove a user from the directory (API key with scope scim)' })
  async remove(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<void> {
    await this.users.remove(user.id, user.customerId!, id);
  }
}
