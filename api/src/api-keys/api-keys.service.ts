import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import type { AuthUser } from '../auth/auth-user';
import { assertTenant } from '../auth/tenant-scope';
import { ApiError } from '../common/filters/api-error';
import { PageQueryDto } from '../common/paging/page-query.dto';
import { Paged } from '../common/paging/paged';
import { newKey } from './api-key-secret';
import { insertKey, keyById, pageOfKeys, revokeKey } from './api-keys.repository';
import { toApiKeyItem } from './api-key.mapper';
import { ApiKeyItemDto, CreatedApiKeyDto } from './dto/api-key-responses.dto';
import { CreateApiKeyDto } from './dto/create-api-key.dto';

/** A customer admin's API keys: created with scopes, listed without secrets, revoked. */
@Injectable()
export class ApiKeysService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  async create(user: AuthUser, dto: CreateApiKeyDto): Promise<CreatedApiKeyDto> {
    const expiresAt = dto.ExpiresAt ? new Date(dto.ExpiresAt) : null;
    if (expiresAt && expiresAt.getTime() <= Date.now()) throw ApiError.badRequest(['ExpiresAt: Must be in the future']);
    const { key, lookup, hash } = newKey();
    const scopes = [...new Set(dto.Scopes)].sort();
    const id = await insertKey(this.dataSource.manager, {
      customerId: user.customerId!,
      createdByUserId: user.id,
      name: dto.Name,
      lookup,
      secretHash: hash,
      scopes: scopes.join(','),
      expiresAt,
    });
    await this.audit.record({
      action: 'apikey.created',
      customerId: user.customerId,
      target: `ApiKey ${id}`,
      detail: `${dto.Name} (${scopes.join(', ')})`,
    });
    return { Id: id, Key: key };
  }

  /** Newest first; revoked and expired keys stay listed with their status. */
  list(user: AuthUser, page: PageQueryDto): Promise<Paged<ApiKeyItemDto>> {
    return pageOfKeys(this.dataSource.manager, user, page, toApiKeyItem);
  }

  /** Revokes at once (the next call with the key answers 401); revoking again changes nothing. */
  async revoke(user: AuthUser, id: number): Promise<{ Id: number }> {
    const key = assertTenant(user, await keyById(this.dataSource.manager, id), 'API key');
    if (!key.revokedAt) {
      await revokeKey(this.dataSource.manager, id, new Date());
      await this.audit.record({
        action: 'apikey.revoked',
        customerId: key.customerId,
        target: `ApiKey ${id}`,
        detail: key.name,
      });
    }
    return { Id: id };
  }
}
