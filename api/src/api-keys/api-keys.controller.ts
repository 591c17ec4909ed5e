import { Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { AnswerShownOnce } from '../idempotency/idempotent.decorator';
import { Roles } from '../common/decorators/roles.decorator';
import { Role } from '../common/domain/roles';
import { IdResultDto } from '../common/dto/id-result.dto';
import { PageQueryDto } from '../common/paging/page-query.dto';
import { PagedDto } from '../common/paging/paged.dto';
import { ApiKeysService } from './api-keys.service';
import { ApiKeyItemDto, CreatedApiKeyDto } from './dto/api-key-responses.dto';
import { CreateApiKeyDto } from './dto/create-api-key.dto';

/** The organisation's API keys for integrations (customer admin; an API key cannot manage keys). */
@ApiTags('ApiKeys')
@ApiBearerAuth()
@Roles(Role.CustomerAdmin)
@Controller('ApiKeys')
export class ApiKeysController {
  constructor(private readonly keys: ApiKeysService) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Create an API key (customer admin): the answer is the only time the key is shown',
    description:
      'Scopes: results:read, people:write, respondents:write, scim (docs/features/integrations.md lists the calls each covers; scim is for /scim/v2 only). Send the key as `Authorization: Bearer <Key>`. ' +
      'The key acts as the admin who created it, within its organisation, and stops working when that admin is deactivated, when it expires or is revoked. ' +
      "Only the key's hash is stored: a repeat with the same Idempotency-Key answers 409 naming the key created, never the key again.",
  })
  @AnswerShownOnce('API key')
  @ApiOkResponse({ type: CreatedApiKeyDto })
  create(@CurrentUser() user: AuthUser, @Body() dto: CreateApiKeyDto) {
    return this.keys.create(user, dto);
  }

  @Get()
  @ApiOperation({ summary: "The organisation's API keys, newest first, with their last use (never the secret)" })
  @ApiOkResponse({ type: PagedDto(ApiKeyItemDto) })
  list(@CurrentUser() user: AuthUser, @Query() page: PageQueryDto) {
    return this.keys.list(user, page);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Revoke an API key: its next call answers 401' })
  @ApiOkResponse({ type: IdResultDto })
  revoke(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number) {
    return this.keys.revoke(user, id);
  }
}
