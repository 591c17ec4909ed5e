import { Body, Delete, Get, HttpCode, Param, Patch, Post, Put, Query, Res } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { created, ScimController } from './scim-resource.decorator';
import { ScimUsersService } from './scim-users.service';

/** SCIM 2.0 Users (RFC 7644 §3, docs/features/scim.md): the people directory of the key's organisation. */
@ScimController('scim/v2/Users')
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
    return created(reply, await this.users.create(user.id, user.customerId!, body));
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
