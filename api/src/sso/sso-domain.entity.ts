import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** An email domain that signs in with one organisation's SSO; the key makes a domain belong to one organisation only. */
@Entity('sso_domains')
export class SsoDomain {
  @PrimaryColumn({ length: 253 })
  domain: string;

  @Index('ix_sso_domains_customer')
  @Column({ type: 'int' })
  customerId: number;
}
