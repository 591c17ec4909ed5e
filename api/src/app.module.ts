import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { ThrottlerModule } from '@nestjs/throttler';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AuditModule } from './audit/audit.module';
import { AuthModule } from './auth/auth.module';
import { JwtAuthGuard } from './common/guards/jwt-auth.guard';
import { RolesGuard } from './common/guards/roles.guard';
import { InvitationScopeGuard } from './auth/invitation-scope';
import { accountAtAddressTracker, accountTracker } from './common/throttling/account-trackers';
import { RedisThrottlerStorage } from './common/throttling/redis-throttler-storage';
import { HttpErrorFilter } from './common/filters/http-error.filter';
import { IdempotencyModule } from './idempotency/idempotency.module';
import { AppConfig } from './config/app-config';
import { AppConfigModule } from './config/config.module';
import { dataSourceOptions } from './database/data-source-options';
import { ReadDatabaseModule } from './database/read-database.module';
import { ENTITIES } from './entities';
import { FEATURE_MODULES } from './feature-modules';
import { FilesModule } from './files/files.module';
import { HealthModule } from './health/health.module';
import { InquiryAccessModule } from './inquiries/inquiry-access.module';
import { MailModule } from './mail/mail.module';

/**
 * The root module, built from an already validated config and an open, migrated data source
 * (main.ts and the test harness both do that first, so failures there are one readable line).
 */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig, dataSource: DataSource): DynamicModule {
    return {
      module: AppModule,
      imports: [
        AppConfigModule.forRoot(config),
        TypeOrmModule.forRootAsync({
          useFactory: () => dataSourceOptions(config.database, ENTITIES),
          dataSourceFactory: async () => dataSource,
        }),
        ThrottlerModule.forRoot({
          throttlers: [
            { name: 'address', ttl: 60_000, limit: config.authThrottlePerMinute * 5 },
            {
              name: 'account-address',
              ttl: 60_000,
              limit: config.authThrottlePerMinute,
              getTracker: accountAtAddressTracker,
            },
            { name: 'account', ttl: 60_000, limit: config.authAccountThrottlePerMinute, getTracker: accountTracker },
          ],
          // REDIS_URL: one set of counters for every API instance; otherwise this process's memory.
          storage: config.redisUrl ? new RedisThrottlerStorage(config.redisUrl) : undefined,
        }),
        ReadDatabaseModule,
        AuditModule,
        IdempotencyModule,
        MailModule,
        FilesModule,
        InquiryAccessModule,
        AuthModule,
        HealthModule,
        ...FEATURE_MODULES,
      ],
      providers: [
        { provide: APP_GUARD, useClass: JwtAuthGuard },
        { provide: APP_GUARD, useClass: RolesGuard },
        { provide: APP_GUARD, useClass: InvitationScopeGuard },
        { provide: APP_FILTER, useClass: HttpErrorFilter },
      ],
    };
  }
}
