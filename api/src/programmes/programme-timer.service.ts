import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { PeriodicRounds } from '../workers/periodic-rounds';
import { ProgrammeRounds } from './programme-rounds.service';

/**
 * Looks for due programme rounds every PROGRAMME_POLL_INTERVAL_MS (0: never), like the mail worker: one timer per
 * API process that never keeps the process alive, rounds never overlapping within a process, and the claim in
 * ProgrammeRounds keeping several processes from making the same round.
 */
@Injectable()
export class ProgrammeTimer implements OnModuleInit, OnModuleDestroy {
  private readonly rounds = new PeriodicRounds(new Logger('ProgrammeTimer'), 'Programme round');

  constructor(
    private readonly programmeRounds: ProgrammeRounds,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    if (this.config.programmePollIntervalMs > 0)
      this.rounds.every(this.config.programmePollIntervalMs, () => this.tick());
  }

  onModuleDestroy(): Promise<void> {
    return this.rounds.stop();
  }

  /** One round, unless one is still running (then that one's promise). Resolves to the number of rounds made. */
  tick(now?: Date): Promise<number> {
    return this.rounds.run(() => this.programmeRounds.makeDue(now, () => this.rounds.stopped));
  }
}
