import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One SSO sign-in under way. Started: the hash of `state` with the PKCE verifier and nonce, usable
 * once until `expiresAt`. Finished: the hash of a one-time hand-off code the survey app exchanges
 * (by POST) for the portal's token, so no token ever travels in a URL.
 */
@Entity('sso_logins')
export class SsoLogin {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('uq_sso_logins_state', { unique: true })
  @Column({ length: 64 })
  stateHash: string;

  @Column({ type: 'int' })
  customerId: number;

  @Column({ length: 128 })
  codeVerifier: string;

  @Column({ length: 64 })
  nonce: string;

  @Column({ default: false })
  stateUsed: boolean;

  @Index('uq_sso_logins_handoff', { unique: true })
  @Column({ type: 'varchar', length: 64, nullable: true })
  handoffHash: string | null;

  @Column({ type: 'int', nullable: true })
  userId: number | null;

  @Column({ default: false })
  handoffUsed: boolean;

  @Index('ix_sso_logins_expires')
  @Column({ type: 'datetime' })
  expiresAt: Date;

  @CreateDateColumn()
  createdAt: Date;
}
