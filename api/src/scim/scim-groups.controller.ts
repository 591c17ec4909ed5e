import { Body, Delete, Get, HttpCode, Param, Patch, Post, Put, Query, Res } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { created, ScimController } from './scim-resource.decorator';
import { ScimGroupsService } from './scim-groups.service';

/** SCIM 2.0 Groups (RFC 7644 §3, docs/features/scim.md) of the key's organisation. */
@ScimController('scim/v2/Groups')
export class ScimGroupsController {
  constructor(private readonly groups: ScimGroupsService) {}

  @Get()
  @ApiOperation({
    summary:
      'SCIM: list groups, filter displayName eq "..." or externalId eq "..."; excludedAttributes=members (API key with scope scim)',
  })
  list(
    @CurrentUser() user: AuthUser,
    @Query('filter') filter?: string,
    @Query('startIndex') startIndex?: string,
    @Query('count') count?: string,
    @Query('excludedAttributes') excluded?: string,
  ) {
    return this.groups.list(user.customerId!, filter, startIndex, count, excluded);
  }

  @Get(':id')
  @ApiOperation({ summary: 'SCIM: one group (API key with scope scim)' })
  get(@CurrentUser() user: AuthUser, @Param('id') id: string, @Query('excludedAttributes') excluded?: string) {
    return this.groups.get(user.customerId!, id, excluded);
  }

  @Post()
  @HttpCode(201)
  @ApiOperation({ summary: 'SCIM: create a group of users of the directory (API key with scope scim)' })
  async create(@CurrentUser() user: AuthUser, @Body() body: unknown, @Res({ passthrough: true }) reply: FastifyReply) {
    return created(reply, await this.groups.create(user.customerId!, body));
  }

  @Put(':id')
  @ApiOperation({ summary: 'SCIM: replace a group (API key with scope scim)' })
  replace(@CurrentUser() user: AuthUser, @Param('id') id: string, @Body() body: unknown) {
    return this.groups.replace(user.customerId!, id, body);
  }

  @Patch(':id')
  @ApiOperation({ summary: 'SCIM: patch a group: members add, remove, replace; displayName (API key with scope scim)' })
  patch(@CurrentUser() user: AuthUser, @Param('id') id: string, @Body() body: unknown) {
    return this.groups.patch(user.customerId!, id, body);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'SCIM: remove a group (its members stay in the directory) (API key with scope scim)' })
  async remove(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<void> {
    await this.groups.remove(user.customerId!, id);
  }
}
