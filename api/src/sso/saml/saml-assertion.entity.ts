import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * An assertion already accepted: the SHA-256 of its issuer and ID, kept until the assertion
 * itself would have expired. The primary key makes a second use fail even when two arrive at once.
 */
@Entity('saml_assertions')
export class SamlAssertion {
  @PrimaryColumn({ length: 64 })
  assertionHash: string;

  @Column({ type: 'int' })
  customerId: number;

  @Index('ix_saml_assertions_expires')
  @Column({ type: 'datetime' })
  expiresAt: Date;
}
