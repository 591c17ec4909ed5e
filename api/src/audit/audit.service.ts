import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AuditEvent } from './audit-event.entity';

export interface AuditEntry {
  action: string;
  actorUserId?: number | null;
  customerId?: number | null;
  target?: string | null;
  detail?: string | null;
  ip?: string | null;
}

/** Records security-relevant events. Recording never fails the request that caused it. */
@Injectable()
export class AuditService {
  constructor(@InjectRepository(AuditEvent) private readonly events: Repository<AuditEvent>) {}

  async record(entry: AuditEntry): Promise<void> {
    await this.events
      .insert({
        action: entry.action,
        actorUserId: entry.actorUserId ?? null,
        customerId: entry.customerId ?? null,
        target: entry.target?.slice(0, 200) ?? null,
        detail: entry.detail ?? null,
        ip: entry.ip?.slice(0, 64) ?? null,
      })
      .catch(() => undefined);
  }
}
