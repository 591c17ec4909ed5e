import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * An organisation's API key. The secret is never stored: only the sha256 of the whole key, found
 * by its public lookup part (the 16 hex characters after the prefix). It acts as the customer admin
 * who created it, within the scopes it carries.
 */
@Entity('api_keys')
@Index('ix_api_keys_customer', ['customerId', 'createdAt'])
export class ApiKey {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  customerId: number;

  @Column({ type: 'int' })
  createdByUserId: number;

  @Column({ length: 100 })
  name: string;

  @Index('uq_api_keys_lookup', { unique: true })
  @Column({ length: 16 })
  lookup: string;

  /** sha256 (hex) of the whole key. */
  @Column({ length: 64 })
  secretHash: string;

  /** Comma-separated scopes (API_KEY_SCOPES). */
  @Column({ length: 200 })
  scopes: string;

  @Column({ type: 'datetime', nullable: true })
  expiresAt: Date | null;

  @Column({ type: 'datetime', nullable: true })
  revokedAt: Date | null;

  @Column({ type: 'datetime', nullable: true })
  lastUsedAt: Date | null;

  @CreateDateColumn()
  createdAt: Date;
}
