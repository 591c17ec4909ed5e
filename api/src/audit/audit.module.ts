import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditEvent } from './audit-event.entity';
import { AuditController } from './audit.controller';
import { AuditService } from './audit.service';
import { RefusalRecorder } from './refusal-recorder';

@Module({
  imports: [TypeOrmModule.forFeature([AuditEvent])],
  controllers: [AuditController],
  providers: [AuditService, RefusalRecorder],
  exports: [AuditService],
})
export class AuditModule {}
