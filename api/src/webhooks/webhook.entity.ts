import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * An organisation's endpoint for events. The secret signs every delivery (HMAC-SHA256), so unlike an
 * API key it must be kept readable; it is shown to the customer admin once, on creation.
 */
@Entity('webhooks')
@Index('ix_webhooks_customer', ['customerId', 'createdAt'])
export class Webhook {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  customerId: number;

  @Column({ type: 'int' })
  createdByUserId: number;

  @Column({ length: 500 })
  url: string;

  /** Comma-separated events (WEBHOOK_EVENTS). */
  @Column({ length: 200 })
  events: string;

  @Column({ length: 80 })
  secret: string;

  @CreateDateColumn()
  createdAt: Date;
}
