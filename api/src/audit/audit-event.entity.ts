import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A security-relevant event: logins, failed logins, role or activation changes, deletes, uploads, exports. */
@Entity('audit_events')
@Index('ix_audit_events_created', ['createdAt'])
export class AuditEvent {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int', nullable: true })
  actorUserId: number | null;

  @Column({ type: 'int', nullable: true })
  customerId: number | null;

  @Column({ length: 60 })
  action: string;

  @Column({ type: 'varchar', length: 200, nullable: true })
  target: string | null;

  @Column({ type: 'text', nullable: true })
  detail: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  ip: string | null;

  @CreateDateColumn()
  createdAt: Date;
}
