import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../common/clock/clock';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { ClaimTimer } from '../workers/claim-timer';
import { LifecycleTriggers } from './lifecycle-triggers.service';

/**
 * Looks for people due a lifecycle survey on the programme timer's interval (PROGRAMME_POLL_INTERVAL_MS, 0: never);
 * the claims in LifecycleTriggers keep several processes from inviting anyone twice. Resolves each tick to the number
 * of people invited.
 */
@Injectable()
export class LifecycleTimer extends ClaimTimer {
  constructor(
    private readonly triggers: LifecycleTriggers,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    clock: Clock,
  ) {
    super('LifecycleTimer', 'Lifecycle round', clock);
  }

  protected get intervalMs(): number {
    return this.config.programmePollIntervalMs;
  }

  protected round(now: Date, stopped: () => boolean): Promise<number> {
    return this.triggers.inviteDue(now, stopped);
  }
}
