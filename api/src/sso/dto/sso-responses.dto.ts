import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ACCOUNT_CREATION, PROTOCOLS } from './update-sso-settings.dto';
import type { SsoAccountCreation, SsoProtocol } from '../sso-settings.entity';

/** A claimed email domain: pending until proved by its DNS record (or the operator's approval). */
export class SsoDomainDto {
  @ApiProperty() Domain: string;
  @ApiProperty({
    enum: ['pending', 'verified'],
    description: 'pending: listed, doing nothing yet; verified: signs in with the organisation',
  })
  Status: 'pending' | 'verified';
  @ApiProperty({ enum: ['dns', 'operator'], nullable: true, type: String }) ProvedBy: 'dns' | 'operator' | null;
  @ApiProperty({
    example: '_portal-challenge.northwind.example',
    description: 'The DNS name of the TXT record that proves the domain',
  })
  RecordName: string;
  @ApiProperty({ description: 'The TXT record’s value (the same every time for this organisation and domain)' })
  RecordValue: string;
}

/** An organisation's SSO settings as the admin sees them: never the secret, only whether one is stored. */
export class SsoSettingsDto {
  @ApiProperty() CustomerId: number;
  @ApiProperty() Enabled: boolean;
  @ApiProperty({ enum: PROTOCOLS }) Protocol: SsoProtocol;
  @ApiProperty() IssuerUrl: string;
  @ApiProperty() ClientId: string;
  @ApiProperty({ description: 'Whether a client secret is stored (it is never shown again)' }) HasClientSecret: boolean;
  @ApiProperty({ type: [String], description: 'Every listed domain, proved or not' }) AllowedDomains: string[];
  @ApiProperty({ type: [SsoDomainDto] }) Domains: SsoDomainDto[];
  @ApiProperty() RequireSso: boolean;
  @ApiProperty({ enum: ACCOUNT_CREATION }) AccountCreation: SsoAccountCreation;
  @ApiProperty({ description: 'The redirect URI to register at the identity provider' }) RedirectUri: string;
}

export class SsoConnectionTestDto {
  @ApiProperty({ description: 'Whether the issuer’s discovery document was read' }) Ok: boolean;
  @ApiPropertyOptional({ description: 'The issuer the provider names itself' }) Issuer?: string;
  @ApiPropertyOptional({ description: 'Why not, in a readable line' }) Message?: string;
}

export class SsoDiscoveryDto {
  @ApiProperty({
    description: 'Whether the address’s domain signs in with an organisation’s SSO (says nothing about an account)',
  })
  Sso: boolean;
  @ApiPropertyOptional({
    description: 'The organisation refuses password login (only when Sso): the login page hides the password',
  })
  Required?: boolean;
  @ApiPropertyOptional({ description: 'Where the browser goes to continue with the organisation (only when Sso)' })
  Url?: string;
}
