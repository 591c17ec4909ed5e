import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * An organisation's endpoint for events. The secret signs every delivery (HMAC-SHA256), so unlike an
 * API key it must be read back: it is kept sealed (webhook-secret.ts), shown to the customer admin
 * once, on creation.
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

  /** The signing secret, sealed (AES-256-GCM under SSO_SECRET_KEY, bound to the organisation). */
  @Column({ length: 255 })
  secretSealed: string;

  @CreateDateColumn()
  createdAt: Date;
}
