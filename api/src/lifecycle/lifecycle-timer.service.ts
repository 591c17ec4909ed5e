import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { PeriodicRounds } from '../workers/periodic-rounds';
import { LifecycleTriggers } from './lifecycle-triggers.service';

/**
 * Looks for people due a lifecycle survey on the programme timer's interval (PROGRAMME_POLL_INTERVAL_MS, 0: never):
 * one timer per API process that never keeps the process alive, rounds never overlapping within a process, and the
 * claims in LifecycleTriggers keeping several processes from inviting anyone twice.
 */
@Injectable()
export class LifecycleTimer implements OnModuleInit, OnModuleDestroy {
  private readonly rounds = new PeriodicRounds(new Logger('LifecycleTimer'), 'Lifecycle round');

  constructor(
    private readonly triggers: LifecycleTriggers,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    if (this.config.programmePollIntervalMs > 0)
      this.rounds.every(this.config.programmePollIntervalMs, () => this.tick());
  }

  onModuleDestroy(): Promise<void> {
    return this.rounds.stop();
  }

  /** One round, unless one is still running (then that one's promise). Resolves to the number of people invited. */
  tick(now?: Date): Promise<number> {
    return this.rounds.run(() => this.triggers.inviteDue(now, () => this.rounds.stopped));
  }
}
