import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A security-relevant event: logins, refusals (401 with a token, 403, another tenant's record, 429,
 * wrong codes, refused sign-ups and uploads), edits, deletes, uploads, exports. Repeats of the same
 * event within the aggregation window share one row: count, createdAt (first) and lastAt (last).
 */
@Entity('audit_events')
@Index('ix_audit_events_created', ['createdAt'])
@Index('ix_audit_events_action', ['action', 'createdAt'])
export class AuditEvent {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int', nullable: true })
  actorUserId: number | null;

  @Column({ type: 'varchar', length: 254, nullable: true })
  actorEmail: string | null;

  @Column({ type: 'int', nullable: true })
  customerId: number | null;

  @Column({ length: 60 })
  action: string;

  /** succeeded or refused. */
  @Column({ length: 10, default: 'succeeded' })
  outcome: string;

  @Column({ type: 'int', nullable: true })
  status: number | null;

  @Column({ type: 'varchar', length: 10, nullable: true })
  method: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  route: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  target: string | null;

  @Column({ type: 'text', nullable: true })
  detail: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  ip: string | null;

  @Column({ type: 'int', default: 1 })
  count: number;

  /** When the event first happened. */
  @CreateDateColumn()
  createdAt: Date;

  @Column({ type: 'datetime', nullable: true })
  lastAt: Date | null;
}
