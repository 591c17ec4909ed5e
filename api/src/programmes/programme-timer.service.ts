import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../common/clock/clock';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { ClaimTimer } from '../workers/claim-timer';
import { ProgrammeRounds } from './programme-rounds.service';

/**
 * Looks for due programme rounds every PROGRAMME_POLL_INTERVAL_MS (0: never); the claim in ProgrammeRounds keeps
 * several processes from making the same round. Resolves each tick to the number of rounds made.
 */
@Injectable()
export class ProgrammeTimer extends ClaimTimer {
  constructor(
    private readonly programmeRounds: ProgrammeRounds,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    clock: Clock,
  ) {
    super('ProgrammeTimer', 'Programme round', clock);
  }

  protected get intervalMs(): number {
    return this.config.programmePollIntervalMs;
  }

  protected round(now: Date, stopped: () => boolean): Promise<number> {
    return this.programmeRounds.makeDue(now, stopped);
  }
}
