import { WebhookDelivery } from './webhook-delivery.entity';
import { Webhook } from './webhook.entity';
import { WebhookDeliveryItemDto, WebhookItemDto } from './dto/webhook-responses.dto';

export const toWebhookItem = (h: Webhook): WebhookItemDto => ({
  Id: h.id,
  Url: h.url,
  Events: h.events.split(','),
  CreatedAt: h.createdAt,
});

export const toDeliveryItem = (d: WebhookDelivery): WebhookDeliveryItemDto => ({
  Id: d.id,
  Event: d.event,
  Status: d.status,
  Attempts: d.attempts,
  LastAnswer: d.lastAnswer,
  NextAttemptAt: d.status === 'queued' ? d.nextAttemptAt : null,
  CreatedAt: d.createdAt,
});
