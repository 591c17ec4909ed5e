import { EntityManager } from 'typeorm';
import { deleteEventsBefore, deleteEventsUpTo, newestIdBeyond } from './audit.repository';

const PRUNE_EVERY_INSERTS = 500;
const PRUNE_EVERY_MS = 60 * 60 * 1000;

/**
 * Keeps the audit table bounded: rows older than retentionDays go, and past maxRows the oldest go
 * first. Runs after every few hundred inserted rows and at least hourly, from the audit's writer.
 */
export class AuditRetention {
  private insertsSincePrune = 0;
  private lastPruneAt = 0;

  constructor(
    private readonly manager: EntityManager,
    private readonly limits: { retentionDays: number; maxRows: number },
  ) {}

  async afterInserts(inserted: number, now = Date.now()): Promise<void> {
    this.insertsSincePrune += inserted;
    if (this.insertsSincePrune < PRUNE_EVERY_INSERTS && now - this.lastPruneAt < PRUNE_EVERY_MS) return;
    this.insertsSincePrune = 0;
    this.lastPruneAt = now;
    await this.prune(new Date(now));
  }

  /** Removes what is past the retention and the row cap; returns how many rows went. */
  async prune(now = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - this.limits.retentionDays * 86_400_000);
    let removed = await deleteEventsBefore(this.manager, cutoff);
    const edge = await newestIdBeyond(this.manager, this.limits.maxRows);
    if (edge !== undefined) removed += await deleteEventsUpTo(this.manager, edge);
    return removed;
  }
}
