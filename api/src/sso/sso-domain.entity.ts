import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/** How an organisation proved a domain: its DNS record, or the operator's approval. */
export type DomainProof = 'dns' | 'operator';

/**
 * A proved email domain: it signs in with one organisation's SSO (discovery, Require SSO, account
 * creation read only these); the key makes a domain belong to one organisation only.
 */
@Entity('sso_domains')
export class SsoDomain {
  @PrimaryColumn({ length: 253 })
  domain: string;

  @Index('ix_sso_domains_customer')
  @Column({ type: 'int' })
  customerId: number;

  @Column({ type: 'varchar', length: 10, default: 'dns' })
  provedBy: DomainProof;

  @CreateDateColumn()
  provedAt: Date;
}
