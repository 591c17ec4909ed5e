import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * An account linked to a person at the organisation's provider: signed in by the provider's issuer
 * and subject (`sub`, SAML NameID), never by the email claim alone. Made at the account's creation
 * by SSO, or after the account's owner proved it once (password or mailed code); dropped when the
 * organisation changes its provider.
 */
@Entity('sso_identities')
@Index('uq_sso_identities_subject', ['customerId', 'issuer', 'subject'], { unique: true })
export class SsoIdentity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  customerId: number;

  @Column({ length: 400 })
  issuer: string;

  @Column({ length: 255 })
  subject: string;

  @Index('ix_sso_identities_user')
  @Column({ type: 'int' })
  userId: number;

  @CreateDateColumn()
  createdAt: Date;
}
