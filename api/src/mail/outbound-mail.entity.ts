import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** queued → sending (claimed by one worker) → sent, or back to queued for a retry, or failed after many tries. */
export type OutboundMailStatus = 'queued' | 'sending' | 'sent' | 'failed';

/** A queued mail: written in the request's transaction, delivered by the mail worker with retries. */
@Entity('outbound_mails')
@Index('ix_outbound_mails_due', ['status', 'nextAttemptAt'])
export class OutboundMail {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ length: 254 })
  to: string;

  @Column({ length: 300 })
  subject: string;

  @Column({ type: 'text' })
  text: string;

  @Column({ type: 'text' })
  html: string;

  @Column({ type: 'varchar', length: 10, default: 'queued' })
  status: OutboundMailStatus;

  @Column({ type: 'int', default: 0 })
  attempts: number;

  @Column({ type: 'datetime' })
  nextAttemptAt: Date;

  @Column({ type: 'varchar', length: 500, nullable: true })
  lastError: string | null;

  @CreateDateColumn()
  createdAt: Date;

  @Column({ type: 'datetime', nullable: true })
  sentAt: Date | null;

  /**
   * When the mail worker blanks text and html (MAIL_BODY_RETENTION_MINUTES after the mail was sent or
   * given up): bodies carry reset codes and sign-up and invitation links. Null while queued and once blanked.
   */
  @Index('ix_outbound_mails_body_kept_until')
  @Column({ type: 'datetime', nullable: true })
  bodyKeptUntil: Date | null;
}
