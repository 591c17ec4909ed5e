import { ApiProperty } from '@nestjs/swagger';
import { WEBHOOK_DELIVERY_STATUSES, WEBHOOK_EVENTS } from '@portal/contracts';

/** The answer of a create: the only time the signing secret is shown. */
export class CreatedWebhookDto {
  @ApiProperty() Id: number;
  @ApiProperty({ example: 'whsec_…', description: 'Shown once: verifies X-Portal-Signature' }) Secret: string;
}

export class WebhookItemDto {
  @ApiProperty() Id: number;
  @ApiProperty() Url: string;
  @ApiProperty({ enum: WEBHOOK_EVENTS, isArray: true }) Events: string[];
  @ApiProperty({ type: String, format: 'date-time' }) CreatedAt: Date;
}

export class WebhookDeliveryItemDto {
  @ApiProperty() Id: number;
  @ApiProperty({ description: 'One of the webhook events, or webhook.test' }) Event: string;
  @ApiProperty({ enum: WEBHOOK_DELIVERY_STATUSES }) Status: string;
  @ApiProperty() Attempts: number;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The last answer: status and at most 1 KB of body, or why it failed',
  })
  LastAnswer: string | null;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When the next attempt is due (queued only)',
  })
  NextAttemptAt: Date | null;
  @ApiProperty({ type: String, format: 'date-time' }) CreatedAt: Date;
}
