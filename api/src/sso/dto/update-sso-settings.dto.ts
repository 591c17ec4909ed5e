import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { tooLong, Trim } from '../../common/validation/field-rules';
import type { SsoAccountCreation, SsoProtocol } from '../sso-settings.entity';

export const ACCOUNT_CREATION: SsoAccountCreation[] = ['invitation', 'domain'];
export const PROTOCOLS: SsoProtocol[] = ['oidc', 'saml'];
/** A host name of at least two labels (example.com), lower case; no wildcards. */
export const DOMAIN_PATTERN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** PUT /api/Sso/Settings: the organisation's OpenID Connect settings; the secret is kept when ClientSecret is left out. */
export class UpdateSsoSettingsDto {
  @ApiProperty({ description: 'Whether the organisation signs in with SSO at all' })
  @IsBoolean({ message: 'Must be true or false' })
  Enabled: boolean;

  @ApiPropertyOptional({
    enum: PROTOCOLS,
    description: 'oidc (OpenID Connect) or saml; left out keeps the stored protocol (oidc at first)',
  })
  @IsOptional()
  @IsIn(PROTOCOLS, { message: `Must be one of ${PROTOCOLS.join(', ')}` })
  Protocol?: SsoProtocol;

  @ApiProperty({ example: 'https://login.microsoftonline.com/{tenant-id}/v2.0', maxLength: 500 })
  @MaxLength(500, { message: tooLong(500) })
  @IsString({ message: 'Must be a URL' })
  @Trim()
  IssuerUrl: string;

  @ApiProperty({ maxLength: 255 })
  @MaxLength(255, { message: tooLong(255) })
  @IsString({ message: 'Must be text' })
  @Trim()
  ClientId: string;

  @ApiPropertyOptional({ description: 'Write only; left out or empty keeps the stored secret', maxLength: 2000 })
  @IsOptional()
  @MaxLength(2000, { message: tooLong(2000) })
  @IsString({ message: 'Must be text' })
  @Trim()
  ClientSecret?: string;

  @ApiProperty({
    type: [String],
    example: ['northwind.example'],
    description:
      'Email domains the organisation claims; each signs in here only once proved (DNS record or the operator’s approval)',
  })
  @Transform(({ value }) =>
    Array.isArray(value)
      ? value.map((d) => (typeof d === 'string' ? d.trim().toLowerCase().replace(/^@/, '') : d))
      : value,
  )
  @Matches(DOMAIN_PATTERN, { each: true, message: 'Each domain must look like example.com' })
  @IsString({ each: true, message: 'Each domain must look like example.com' })
  @ArrayMaxSize(50, { message: 'At most 50 domains' })
  @IsArray({ message: 'Must be a list of domains' })
  AllowedDomains: string[];

  @ApiProperty({ description: 'Password login refused for the organisation’s users' })
  @IsBoolean({ message: 'Must be true or false' })
  RequireSso: boolean;

  @ApiProperty({
    enum: ACCOUNT_CREATION,
    description:
      'invitation: a first SSO login creates an account only for a pending invitation; domain: for any address of an allowed domain',
  })
  @IsIn(ACCOUNT_CREATION, { message: `Must be one of ${ACCOUNT_CREATION.join(', ')}` })
  AccountCreation: SsoAccountCreation;
}
