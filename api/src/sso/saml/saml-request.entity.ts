import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * An AuthnRequest the portal sent: the SHA-256 of its ID, which the provider's answer must name in
 * InResponseTo. Claimed once (used), and only until expiresAt (10 minutes), so a response is
 * accepted for a request this portal made, once.
 */
@Entity('saml_requests')
export class SamlRequest {
  @PrimaryColumn({ length: 64 })
  requestIdHash: string;

  @Column({ type: 'int' })
  customerId: number;

  @Column({ default: false })
  used: boolean;

  @Index('ix_saml_requests_expires')
  @Column({ type: 'datetime' })
  expiresAt: Date;

  @CreateDateColumn()
  createdAt: Date;
}
