import { CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * An email domain an organisation has listed for its sign-in. A claim alone does nothing: the domain
 * takes effect (sso_domains) only once proved by a DNS record or approved by the operator. Several
 * organisations may claim one domain; one proves it.
 */
@Entity('sso_domain_claims')
export class SsoDomainClaim {
  @PrimaryColumn({ type: 'int' })
  customerId: number;

  @Index('ix_sso_domain_claims_domain')
  @PrimaryColumn({ length: 253 })
  domain: string;

  @CreateDateColumn()
  createdAt: Date;
}
