import { ApiProperty } from '@nestjs/swagger';

export class SamlCertificateDto {
  @ApiProperty() Subject: string;
  @ApiProperty({ description: 'ISO date the certificate runs out' }) ValidTo: string;
  @ApiProperty({ description: 'SHA-256 fingerprint, as providers show it' }) Sha256: string;
}

/** An organisation's SAML settings: the provider's values it stored, and the portal's own values to enter at the provider. */
export class SamlSettingsDto {
  @ApiProperty() CustomerId: number;
  @ApiProperty() IdpEntityId: string;
  @ApiProperty() IdpSsoUrl: string;
  @ApiProperty({ type: [String] }) IdpCertificates: string[];
  @ApiProperty({ type: [SamlCertificateDto] }) Certificates: SamlCertificateDto[];
  @ApiProperty({ description: 'Whether the provider’s entity id, sign-on URL and a certificate are stored' })
  Complete: boolean;
  @ApiProperty({
    description: 'The portal’s entity id for this organisation (Identifier / Audience URI at the provider)',
  })
  SpEntityId: string;
  @ApiProperty({ description: 'Assertion consumer service URL (Reply URL / ACS URL at the provider), HTTP-POST' })
  AcsUrl: string;
  @ApiProperty({ description: 'The portal’s SP metadata XML for this organisation, to upload at the provider' })
  MetadataUrl: string;
  @ApiProperty({ description: 'The NameID format the portal asks for' }) NameIdFormat: string;
}
