import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { WebhookDelivery } from './webhook-delivery.entity';
import { WebhookEvents } from './webhook-events.service';
import { WebhookWorker } from './webhook-worker.service';
import { Webhook } from './webhook.entity';
import { WebhooksController } from './webhooks.controller';
import { WebhooksService } from './webhooks.service';
import { AuditModule } from '../audit/audit.module';

/** Signed webhooks (docs/features/integrations.md). Other modules queue events through WebhookEvents, in their own transaction. */
@Module({
  imports: [AuditModule, TypeOrmModule.forFeature([Webhook, WebhookDelivery])],
  controllers: [WebhooksController],
  providers: [WebhooksService, WebhookEvents, WebhookWorker],
  exports: [WebhookEvents],
})
export class WebhooksModule {}
