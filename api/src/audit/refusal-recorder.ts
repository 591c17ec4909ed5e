import { Injectable, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { onRefusal, Refusal } from '../common/filters/refusal-hook';
import { AuditService } from './audit.service';
import { refusalEntry } from './refusal-classifier';

/** Records the refusals the global error filter answers (see refusal-classifier for which ones). */
@Injectable()
export class RefusalRecorder implements OnModuleInit, OnModuleDestroy {
  private unsubscribe?: () => void;

  constructor(private readonly audit: AuditService) {}

  onModuleInit(): void {
    this.unsubscribe = onRefusal((refusal) => this.record(refusal));
  }

  onModuleDestroy(): void {
    this.unsubscribe?.();
  }

  record(refusal: Refusal): void {
    const entry = refusalEntry(refusal);
    if (entry) this.audit.recordLater(entry);
  }
}
