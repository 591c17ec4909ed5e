import { ApiProperty } from '@nestjs/swagger';
import { API_KEY_SCOPES } from '@portal/contracts';

/** The answer of a create: the only time the key itself is shown. */
export class CreatedApiKeyDto {
  @ApiProperty() Id: number;
  @ApiProperty({ example: 'dpk_0123456789abcdef_…', description: 'Shown once; only its hash is stored' }) Key: string;
}

/** A key as the list shows it: never the secret. */
export class ApiKeyItemDto {
  @ApiProperty() Id: number;
  @ApiProperty() Name: string;
  @ApiProperty({ description: "The key's first characters, to tell keys apart", example: 'dpk_0123456789abcdef' })
  Prefix: string;
  @ApiProperty({ enum: API_KEY_SCOPES, isArray: true }) Scopes: string[];
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) ExpiresAt: Date | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) LastUsedAt: Date | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) RevokedAt: Date | null;
  @ApiProperty({ enum: ['active', 'expired', 'revoked'] }) Status: 'active' | 'expired' | 'revoked';
  @ApiProperty({ type: String, format: 'date-time' }) CreatedAt: Date;
}
