import { Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import type { Clock } from '../common/clock/clock';
import { PeriodicRounds } from './periodic-rounds';

/**
 * A timer that claims due work every so often (programme rounds, lifecycle invitations, reminders, action due-dates),
 * like the mail worker: one timer per API process that never keeps the process alive, rounds never overlapping within
 * a process, and the owner's per-row claims keeping several processes from doing the same work. Each round reads now
 * from the API's clock, unless the caller (a test) gives one.
 */
export abstract class ClaimTimer implements OnModuleInit, OnModuleDestroy {
  private readonly rounds: PeriodicRounds;

  protected constructor(
    name: string,
    /** How a failed round is named in the log: "<what> failed: <reason>". */
    what: string,
    private readonly clock: Clock,
  ) {
    this.rounds = new PeriodicRounds(new Logger(name), what);
  }

  /** How often a round runs; 0: never. */
  protected abstract get intervalMs(): number;

  /** One round's work; a long one checks `stopped` between its steps. Resolves to how much it did. */
  protected abstract round(now: Date, stopped: () => boolean): Promise<number>;

  onModuleInit(): void {
    if (this.intervalMs > 0) this.rounds.every(this.intervalMs, () => this.tick());
  }

  onModuleDestroy(): Promise<void> {
    return this.rounds.stop();
  }

  /** One round, unless one is still running (then that one's promise). Resolves to the round's count. */
  tick(now?: Date): Promise<number> {
    return this.rounds.run(() => this.round(now ?? this.clock.now(), () => this.rounds.stopped));
  }
}
