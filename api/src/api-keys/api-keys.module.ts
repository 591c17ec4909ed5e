import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { API_KEY_AUTHENTICATOR } from '../common/guards/api-key-authenticator';
import { UsersModule } from '../users/users.module';
import { ApiKeyAuthenticatorService } from './api-key-authenticator.service';
import { ApiKey } from './api-key.entity';
import { ApiKeysController } from './api-keys.controller';
import { ApiKeysService } from './api-keys.service';
import { AuditModule } from '../audit/audit.module';

/**
 * API keys (docs/features/integrations.md). Exports only the key authenticator, for the JWT guard the app
 * module installs app-wide.
 */
@Module({
  imports: [AuditModule, TypeOrmModule.forFeature([ApiKey]), UsersModule],
  controllers: [ApiKeysController],
  providers: [
    ApiKeysService,
    ApiKeyAuthenticatorService,
    { provide: API_KEY_AUTHENTICATOR, useExisting: ApiKeyAuthenticatorService },
  ],
  exports: [API_KEY_AUTHENTICATOR],
})
export class ApiKeysModule {}
