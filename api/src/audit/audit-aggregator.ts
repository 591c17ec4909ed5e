import { AuditEntry } from './audit-entry';

/** Repeats of one event within the window, waiting to be written as one row (id once inserted). */
export interface AuditSlot {
  entry: AuditEntry;
  count: number;
  /** The count the database holds already. */
  written: number;
  firstAt: Date;
  lastAt: Date;
  id?: number;
  claimed: boolean;
}

const OVERFLOW: AuditEntry = {
  action: 'audit.overflow',
  outcome: 'refused',
  detail: 'More distinct events within the aggregation window than the audit keeps apart; counted here',
};

const keyOf = (e: AuditEntry) =>
  JSON.stringify([
    e.action,
    e.outcome,
    e.status,
    e.actorUserId,
    e.actorEmail,
    e.customerId,
    e.ip,
    e.method,
    e.route,
    e.target,
    e.detail,
  ]);

/**
 * Bounds what a flood can write: the same action by the same actor/address on the same route with
 * the same target within windowMs is one row with a count and first/last time, and at most maxSlots
 * distinct events are kept apart per window; anything beyond that is counted in one overflow row.
 */
export class AuditAggregator {
  private readonly current = new Map<string, AuditSlot>();
  private readonly dirty = new Set<AuditSlot>();

  constructor(
    private readonly windowMs: number,
    private readonly maxSlots = 1000,
  ) {}

  /** Counts the event; returns the slot that holds it. */
  add(entry: AuditEntry, now = new Date()): AuditSlot {
    const key = keyOf(entry);
    const slot = this.current.get(key);
    // The overflow row aggregates even when aggregation is off, or it would not bound anything.
    const windowMs = entry === OVERFLOW ? Math.max(this.windowMs, 60_000) : this.windowMs;
    if (slot && now.getTime() < slot.firstAt.getTime() + windowMs) {
      slot.count += 1;
      if (now > slot.lastAt) slot.lastAt = now;
      this.dirty.add(slot);
      return slot;
    }
    if (entry !== OVERFLOW && this.full(now)) return this.add(OVERFLOW, now);
    const fresh: AuditSlot = { entry, count: 1, written: 0, firstAt: now, lastAt: now, claimed: false };
    this.current.set(key, fresh);
    this.dirty.add(fresh);
    return fresh;
  }

  /** Takes the slots a write should insert or update (all, or the given ones); until released, no other write takes them. */
  claim(only?: AuditSlot[]): AuditSlot[] {
    const work = (only ?? [...this.dirty]).filter((s) => !s.claimed && this.dirty.has(s));
    for (const s of work) {
      s.claimed = true;
      this.dirty.delete(s);
    }
    return work;
  }

  /** After a write (or its failure): a slot whose count grew meanwhile, or that failed, waits for the next. */
  release(slot: AuditSlot): void {
    slot.claimed = false;
    if (slot.count > slot.written) this.dirty.add(slot);
  }

  get pending(): number {
    return this.dirty.size;
  }

  private full(now: Date): boolean {
    if (this.current.size < this.maxSlots && this.dirty.size < this.maxSlots) return false;
    for (const [key, s] of this.current) {
      if (now.getTime() >= s.firstAt.getTime() + this.windowMs && !s.claimed && !this.dirty.has(s))
        this.current.delete(key);
    }
    return this.current.size >= this.maxSlots || this.dirty.size >= this.maxSlots;
  }
}
