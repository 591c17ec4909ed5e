import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/**
 * One organisation's SAML identity provider: its entity id (the Issuer its assertions must name),
 * where to send the AuthnRequest, and the certificates its signatures must verify with. Turning SSO
 * on, the domains and Require SSO stay on the organisation's SSO settings (protocol 'saml').
 */
@Entity('saml_settings')
export class SamlSettings {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('uq_saml_settings_customer', { unique: true })
  @Column({ type: 'int' })
  customerId: number;

  /**
   * Opaque, random: names the organisation in the portal's own entity id and metadata URL, so
   * neither reveals or invites guessing customer ids.
   */
  @Index('uq_saml_settings_sp_key', { unique: true })
  @Column({ length: 32 })
  spKey: string;

  @Column({ length: 500, default: '' })
  idpEntityId: string;

  @Column({ length: 1000, default: '' })
  idpSsoUrl: string;

  /** PEM certificates, one after the other; more than one while the provider rolls its key over. */
  @Column({ type: 'text' })
  idpCertificates: string;

  @CreateDateColumn()
  createdAt: Date;

  @UpdateDateColumn()
  updatedAt: Date;
}
