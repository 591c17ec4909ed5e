import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsOptional, IsString, MaxLength } from 'class-validator';
import { tooLong, Trim } from '../../../common/validation/field-rules';

/**
 * PUT /api/Sso/Saml: the organisation's SAML identity provider. With MetadataXml, the provider's
 * metadata fills every field left empty (entity id, sign-on URL, certificates).
 */
export class UpdateSamlSettingsDto {
  @ApiProperty({
    example: 'https://sts.windows.net/{tenant-id}/',
    maxLength: 500,
    description: 'The provider’s entity id: the Issuer its assertions name',
  })
  @MaxLength(500, { message: tooLong(500) })
  @IsString({ message: 'Must be text' })
  @Trim()
  IdpEntityId: string;

  @ApiProperty({
    example: 'https://login.microsoftonline.com/{tenant-id}/saml2',
    maxLength: 1000,
    description: 'Where the browser takes the AuthnRequest (HTTP-Redirect binding)',
  })
  @MaxLength(1000, { message: tooLong(1000) })
  @IsString({ message: 'Must be a URL' })
  @Trim()
  IdpSsoUrl: string;

  @ApiProperty({
    type: [String],
    description: 'The provider’s signing certificates, PEM or bare base64 (two while it rolls its key over)',
  })
  @MaxLength(10_000, { each: true, message: 'Each certificate must be at most 10000 characters' })
  @IsString({ each: true, message: 'Each certificate must be text' })
  @ArrayMaxSize(3, { message: 'At most 3 certificates' })
  @IsArray({ message: 'Must be a list of certificates' })
  IdpCertificates: string[];

  @ApiPropertyOptional({ description: 'The provider’s metadata XML; fills the fields left empty', maxLength: 200_000 })
  @IsOptional()
  @MaxLength(200_000, { message: tooLong(200_000) })
  @IsString({ message: 'Must be XML text' })
  MetadataXml?: string;
}
