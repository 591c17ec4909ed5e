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
import { CreateWebhookDto } from './dto/create-webhook.dto';
import { CreatedWebhookDto, WebhookDeliveryItemDto, WebhookItemDto } from './dto/webhook-responses.dto';
import { WebhooksService } from './webhooks.service';

/** The organisation's webhook endpoints (customer admin). */
@ApiTags('Webhooks')
@ApiBearerAuth()
@Roles(Role.CustomerAdmin)
@Controller('Webhooks')
export class WebhooksController {
  constructor(private readonly webhooks: WebhooksService) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Register an endpoint for events: the answer is the only time its signing secret is shown',
    description:
      'Events: form.completed, inquiry.closed, results.published, people.imported. Each delivery is a POST of ' +
      '`{ Id, Event, CreatedAt, Data }` signed in `X-Portal-Signature: t=<unix>,v1=<hex HMAC-SHA256 of "t.body">`; ' +
      'https:// only, and only global unicast addresses: never loopback, private, link-local, shared, reserved or special-purpose ones, nor an IPv6 form ' +
      'carrying such an IPv4 address (unless WEBHOOK_ALLOW_PRIVATE=true). The secret is stored sealed (AES-256-GCM under SSO_SECRET_KEY): a repeat with the ' +
      'same Idempotency-Key answers 409 naming the endpoint created, never the secret again.',
  })
  @AnswerShownOnce('webhook')
  @ApiOkResponse({ type: CreatedWebhookDto })
  create(@CurrentUser() user: AuthUser, @Body() dto: CreateWebhookDto) {
    return this.webhooks.create(user, dto);
  }

  @Get()
  @ApiOperation({ summary: "The organisation's webhook endpoints, newest first (never the secret)" })
  @ApiOkResponse({ type: PagedDto(WebhookItemDto) })
  list(@CurrentUser() user: AuthUser, @Query() page: PageQueryDto) {
    return this.webhooks.list(user, page);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete an endpoint and its delivery log' })
  @ApiOkResponse({ type: IdResultDto })
  remove(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number) {
    return this.webhooks.remove(user, id);
  }

  @Get(':id/Deliveries')
  @ApiOperation({
    summary:
      "An endpoint's deliveries, newest first: Event, Status, Attempts, LastAnswer (≤ 1 KB of the answer), CreatedAt",
  })
  @ApiOkResponse({ type: PagedDto(WebhookDeliveryItemDto) })
  deliveries(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number, @Query() page: PageQueryDto) {
    return this.webhooks.deliveryLog(user, id, page);
  }

  @Post(':id/Test')
  @HttpCode(200)
  @ApiOperation({ summary: 'Queue a webhook.test delivery to this endpoint (sent by the worker within seconds)' })
  @ApiOkResponse({ type: WebhookDeliveryItemDto })
  test(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number) {
    return this.webhooks.test(user, id);
  }
}
