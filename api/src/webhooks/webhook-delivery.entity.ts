import type { WebhookDeliveryStatus } from '@portal/contracts';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One event for one endpoint: queued in the transaction that caused the event, then claimed and sent
 * by the webhook worker (queued → sending → delivered, or back to queued for a retry, or failed).
 * The body is fixed when queued, so every attempt sends the same bytes (with a fresh signature time).
 */
@Entity('webhook_deliveries')
@Index('ix_webhook_deliveries_due', ['status', 'nextAttemptAt'])
@Index('ix_webhook_deliveries_webhook', ['webhookId', 'createdAt'])
export class WebhookDelivery {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  webhookId: number;

  @Column({ length: 40 })
  event: string;

  @Column({ type: 'text' })
  body: string;

  @Column({ type: 'varchar', length: 10, default: 'queued' })
  status: WebhookDeliveryStatus;

  @Column({ type: 'int', default: 0 })
  attempts: number;

  @Column({ type: 'datetime' })
  nextAttemptAt: Date;

  /** The last attempt's outcome: "200 <body, at most 1 KB>" or why it failed. */
  @Column({ type: 'varchar', length: 1200, nullable: true })
  lastAnswer: string | null;

  @CreateDateColumn()
  createdAt: Date;

  @Column({ type: 'datetime', nullable: true })
  deliveredAt: Date | null;
}
