import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { API_KEY_AUTHENTICATOR } from '../common/guards/api-key-authenticator';
import { UsersModule } from '../users/users.module';
import { ApiKeyAuthenticatorService } from './api-key-authenticator.service';
import { ApiKey } from './api-key.entity';
import { ApiKeysController } from './api-keys.controller';
import { ApiKeysService } from './api-keys.service';

/**
 * API keys (docs/features/integrations.md). Global only to hand the JWT guard (an app-wide guard) its key authenticator;
 * nothing else is exported.
 */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([ApiKey]), UsersModule],
  controllers: [ApiKeysController],
  providers: [
    ApiKeysService,
    ApiKeyAuthenticatorService,
    { provide: API_KEY_AUTHENTICATOR, useExisting: ApiKeyAuthenticatorService },
  ],
  exports: [API_KEY_AUTHENTICATOR],
})
export class ApiKeysModule {}
