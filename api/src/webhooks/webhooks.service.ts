import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import type { AuthUser } from '../auth/auth-user';
import { assertTenant } from '../auth/tenant-scope';
import { ApiError } from '../common/filters/api-error';
import { PageQueryDto } from '../common/paging/page-query.dto';
import { Paged } from '../common/paging/paged';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { transaction } from '../database/transaction';
import { CreateWebhookDto } from './dto/create-webhook.dto';
import { CreatedWebhookDto, WebhookDeliveryItemDto, WebhookItemDto } from './dto/webhook-responses.dto';
import { newWebhookSecret, sealWebhookSecret } from './webhook-secret';
import { checkTarget, TargetRefused } from './webhook-target';
import { toDeliveryItem, toWebhookItem } from './webhook.mapper';
import { Webhook } from './webhook.entity';
import {
  countWebhooksOfCustomer,
  deleteWebhookWithDeliveries,
  deliveryPage,
  findDeliveryOrFail,
  findWebhook,
  insertDelivery,
  insertWebhook,
  webhookPage,
} from './webhooks.repository';

/** Endpoints one organisation may register. */
const MAX_WEBHOOKS = 20;

/** A customer admin's webhook endpoints, their delivery log and test deliveries. */
@Injectable()
export class WebhooksService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly audit: AuditService,
  ) {}

  async create(user: AuthUser, dto: CreateWebhookDto): Promise<CreatedWebhookDto> {
    try {
      await checkTarget(dto.Url, this.config.webhooks.allowPrivate);
    } catch (err) {
      if (err instanceof TargetRefused) throw ApiError.badRequest([`Url: ${err.message}`]);
      throw err;
    }
    if ((await countWebhooksOfCustomer(this.dataSource.manager, user.customerId!)) >= MAX_WEBHOOKS) {
      throw ApiError.conflict([`An organisation may register at most ${MAX_WEBHOOKS} webhooks: delete one first`]);
    }
    const secret = newWebhookSecret();
    const events = [...new Set(dto.Events)].sort();
    const secretSealed = sealWebhookSecret(this.config.sso.secretKey, user.customerId!, secret);
    const id = await insertWebhook(this.dataSource.manager, {
      customerId: user.customerId!,
      createdByUserId: user.id,
      url: dto.Url,
      events: events.join(','),
      secretSealed,
    });
    await this.audit.record({
      action: 'webhook.created',
      customerId: user.customerId,
      target: `Webhook ${id}`,
      detail: `${dto.Url} (${events.join(', ')})`.slice(0, 1000),
    });
    return { Id: id, Secret: secret };
  }

  list(user: AuthUser, page: PageQueryDto): Promise<Paged<WebhookItemDto>> {
    return webhookPage(this.dataSource.manager, user, page, toWebhookItem);
  }

  /** Deletes the endpoint and its delivery log; deliveries not yet sent are dropped. */
  async remove(user: AuthUser, id: number): Promise<{ Id: number }> {
    const hook = await this.find(user, id);
    await transaction(this.dataSource, (m) => deleteWebhookWithDeliveries(m, id));
    await this.audit.record({
      action: 'webhook.deleted',
      customerId: hook.customerId,
      target: `Webhook ${id}`,
      detail: hook.url,
    });
    return { Id: id };
  }

  /** Newest first. */
  async deliveryLog(user: AuthUser, id: number, page: PageQueryDto): Promise<Paged<WebhookDeliveryItemDto>> {
    await this.find(user, id);
    return deliveryPage(this.dataSource.manager, id, page, toDeliveryItem);
  }

  /** Queues a webhook.test delivery to this endpoint alone; the worker sends it like any other. */
  async test(user: AuthUser, id: number): Promise<WebhookDeliveryItemDto> {
    await this.find(user, id);
    const now = new Date();
    const body = JSON.stringify({
      Id: randomUUID(),
      Event: 'webhook.test',
      CreatedAt: now.toISOString(),
      Data: { WebhookId: id },
    });
    const deliveryId = await insertDelivery(this.dataSource.manager, {
      webhookId: id,
      event: 'webhook.test',
      body,
      status: 'queued',
      attempts: 0,
      nextAttemptAt: now,
    });
    return toDeliveryItem(await findDeliveryOrFail(this.dataSource.manager, deliveryId));
  }

  private async find(user: AuthUser, id: number): Promise<Webhook> {
    return assertTenant(user, await findWebhook(this.dataSource.manager, id), 'Webhook');
  }
}
