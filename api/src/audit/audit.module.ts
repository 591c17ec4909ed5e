import { Global, Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditEvent } from './audit-event.entity';
import { AuditController } from './audit.controller';
import { AuditRequestInterceptor } from './audit-request-context';
import { AuditService } from './audit.service';
import { RefusalRecorder } from './refusal-recorder';

@Global()
@Module({
  imports: [TypeOrmModule.forFeature([AuditEvent])],
  controllers: [AuditController],
  providers: [AuditService, RefusalRecorder, { provide: APP_INTERCEPTOR, useClass: AuditRequestInterceptor }],
  exports: [AuditService],
})
export class AuditModule {}
