import { API_KEY_PREFIX } from '@portal/contracts';
import { ApiKey } from './api-key.entity';
import { ApiKeyItemDto } from './dto/api-key-responses.dto';

export const scopesOf = (key: Pick<ApiKey, 'scopes'>): string[] => (key.scopes ? key.scopes.split(',') : []);

export function keyStatus(key: Pick<ApiKey, 'revokedAt' | 'expiresAt'>, now = new Date()): ApiKeyItemDto['Status'] {
  if (key.revokedAt) return 'revoked';
  return key.expiresAt && key.expiresAt.getTime() <= now.getTime() ? 'expired' : 'active';
}

export function toApiKeyItem(key: ApiKey): ApiKeyItemDto {
  return {
    Id: key.id,
    Name: key.name,
    Prefix: `${API_KEY_PREFIX}${key.lookup}`,
    Scopes: scopesOf(key),
    ExpiresAt: key.expiresAt,
    LastUsedAt: key.lastUsedAt,
    RevokedAt: key.revokedAt,
    Status: keyStatus(key),
    CreatedAt: key.createdAt,
  };
}
