import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { InjectThrottlerStorage, ThrottlerStorage } from '@nestjs/throttler';
import { DataSource } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { Role } from '../common/domain/roles';
import { ApiError } from '../common/filters/api-error';
import type { ApiKeyAuthenticator, ApiKeyCaller, ApiKeyRequest } from '../common/guards/api-key-authenticator';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { unitOfWork } from '../database/unit-of-work';
import { UsersService } from '../users/users.service';
import { lookupOf, sameHash } from './api-key-secret';
import { ReadDatabase } from '../database/read-database';
import { keyByLookup, recordKeyUse } from './api-keys.repository';
import { keyStatus, scopesOf } from './api-key.mapper';

const WINDOW_MS = 60_000;
/** Last use is written at most this often per key: one write a minute, not one per call. */
const LAST_USE_RESOLUTION_MS = 60_000;
const INVALID = ['This API key is not valid'];

/**
 * Turns a bearer API key into the caller it acts for: the customer admin who created it, still active
 * in the key's organisation, marked with the key's scopes (the roles guard then admits only routes
 * that accept one of them). Every accepted call is audited (apikey.used, counted per key and route)
 * and counted against API_KEY_REQUESTS_PER_MINUTE per key in the throttler's storage.
 */
@Injectable()
export class ApiKeyAuthenticatorService implements ApiKeyAuthenticator {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectThrottlerStorage() private readonly storage: ThrottlerStorage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersService,
    private readonly audit: AuditService,
    private readonly reads: ReadDatabase,
  ) {}

  async authenticate(raw: string, req: ApiKeyRequest): Promise<ApiKeyCaller> {
    const lookup = lookupOf(raw);
    // On the read connection, like the session check of a bearer token (the routes that take keys are hot reads).
    const key = lookup ? await keyByLookup(this.reads, lookup) : null;
    if (!key || !sameHash(raw, key.secretHash)) throw ApiError.unauthorized(INVALID);
    const status = keyStatus(key);
    if (status === 'revoked') throw ApiError.unauthorized(['This API key was revoked']);
    if (status === 'expired') throw ApiError.unauthorized(['This API key has expired']);

    const record = await this.storage.increment(
      `api-key:${key.id}`,
      WINDOW_MS,
      this.config.apiKeyRequestsPerMinute,
      WINDOW_MS,
      'api-key',
    );
    if (record.isBlocked)
      throw new ApiError(429, 'Too Many Requests', [
        `This API key may make ${this.config.apiKeyRequestsPerMinute} calls a minute. Please wait and try again.`,
      ]);

    const user = await this.users.findSessionUser(key.createdByUserId);
    if (!user || user.role !== Role.CustomerAdmin || user.customerId !== key.customerId) {
      throw ApiError.unauthorized(['This API key no longer works: the account that created it is inactive']);
    }
    const now = new Date();
    if (!key.lastUsedAt || now.getTime() - key.lastUsedAt.getTime() >= LAST_USE_RESOLUTION_MS) {
      // The key's last use is bookkeeping, not the route's own work: the guard runs on @ReadsOnly routes too,
      // which take no turn of their own, so this write is a unit of work of its own (see unitOfWork).
      await unitOfWork(this.dataSource, () => recordKeyUse(this.dataSource.manager, key.id, now));
    }
    // The request's own fields, as the audit's request context would give them.
    this.audit.recordLater({
      action: 'apikey.used',
      actorUserId: user.id,
      actorEmail: user.email,
      customerId: key.customerId,
      target: `ApiKey ${key.id}`,
      detail: key.name,
      ip: req.ip ?? null,
      method: req.method ?? null,
      route: (req.originalUrl ?? req.url)?.split('?')[0] ?? null,
    });
    const { tokenVersion: _version, ...caller } = user;
    return { ...caller, apiKey: { id: key.id, scopes: scopesOf(key) } };
  }
}
