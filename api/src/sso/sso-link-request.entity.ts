import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A provider identity waiting for the owner of the account with its email to prove the account is
 * theirs (its password, or a code mailed to it). The browser holds the token (its hash is here);
 * the code is stored as a keyed hash; wrong tries are counted across password and code.
 */
@Entity('sso_link_requests')
export class SsoLinkRequest {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('uq_sso_link_requests_token', { unique: true })
  @Column({ length: 64 })
  tokenHash: string;

  @Column({ type: 'int' })
  customerId: number;

  @Index('ix_sso_link_requests_user')
  @Column({ type: 'int' })
  userId: number;

  @Column({ length: 10 })
  protocol: string;

  @Column({ length: 400 })
  issuer: string;

  @Column({ length: 255 })
  subject: string;

  @Column({ type: 'varchar', length: 64, nullable: true })
  codeHash: string | null;

  @Column({ type: 'datetime', nullable: true })
  codeExpiresAt: Date | null;

  @Column({ type: 'int', default: 0 })
  codesSent: number;

  @Column({ type: 'int', default: 0 })
  failedAttempts: number;

  @Index('ix_sso_link_requests_expires')
  @Column({ type: 'datetime' })
  expiresAt: Date;

  @Column({ type: 'datetime', nullable: true })
  usedAt: Date | null;

  @CreateDateColumn()
  createdAt: Date;
}
