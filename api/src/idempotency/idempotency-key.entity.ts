import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A create request sent with an Idempotency-Key header: who sent it (user id, or address when anonymous),
 * the key, a hash of the request, and once answered the status and body to answer again. The unique
 * (owner, key) index lets exactly one of two concurrent requests claim the key.
 */
@Entity('idempotency_keys')
@Index('uq_idempotency_keys_owner_key', ['owner', 'key'], { unique: true })
export class IdempotencyKey {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ length: 80 })
  owner: string;

  @Column({ length: 255 })
  key: string;

  /** sha256 of method, path and body, secret fields left out (request-fingerprint.ts): the same key with another request is refused. */
  @Column({ length: 64 })
  requestHash: string;

  /** Null while the first request is still running. */
  @Column({ type: 'int', nullable: true })
  status: number | null;

  @Column({ type: 'text', nullable: true })
  body: string | null;

  @Index('ix_idempotency_keys_created')
  @CreateDateColumn()
  createdAt: Date;
}
