import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** Who may create an account at a first SSO login: anyone of an allowed domain, or only a pending invitation. */
export type SsoAccountCreation = 'domain' | 'invitation';
/** Which protocol the organisation's provider speaks; start() sends the browser to that protocol's start. */
export type SsoProtocol = 'oidc' | 'saml';

/**
 * One customer organisation's OpenID Connect settings (docs/features/single-sign-on.md). The client secret is stored
 * sealed with AES-256-GCM under SSO_SECRET_KEY (see common/crypto/secret-box.ts), never in the clear.
 */
@Entity('sso_settings')
export class SsoSettings {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('uq_sso_settings_customer', { unique: true })
  @Column({ type: 'int' })
  customerId: number;

  @Column({ default: false })
  enabled: boolean;

  @Column({ type: 'varchar', length: 10, default: 'oidc' })
  protocol: SsoProtocol;

  @Column({ length: 500, default: '' })
  issuerUrl: string;

  @Column({ length: 255, default: '' })
  clientId: string;

  /** base64url(iv).base64url(tag).base64url(ciphertext); empty when no secret was given. */
  @Column({ type: 'text' })
  clientSecretSealed: string;

  /** Password login refused for the organisation's users (the super admin has no organisation). */
  @Column({ default: false })
  requireSso: boolean;

  @Column({ type: 'varchar', length: 20, default: 'invitation' })
  accountCreation: SsoAccountCreation;

  @CreateDateColumn()
  createdAt: Date;

  @UpdateDateColumn()
  updatedAt: Date;
}
