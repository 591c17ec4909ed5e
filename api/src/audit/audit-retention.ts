import { LessThan, LessThanOrEqual, Repository } from 'typeorm';
import { AuditEvent } from './audit-event.entity';

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
    private readonly events: Repository<AuditEvent>,
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
    const old = await this.events.delete({ createdAt: LessThan(cutoff) });
    let removed = old.affected ?? 0;
    const [edge] = await this.events.find({
      select: { id: true },
      order: { id: 'DESC' },
      skip: this.limits.maxRows,
      take: 1,
    });
    if (edge) removed += (await this.events.delete({ id: LessThanOrEqual(edge.id) })).affected ?? 0;
    return removed;
  }
}
