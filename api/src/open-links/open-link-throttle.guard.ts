import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { InjectThrottlerStorage, ThrottlerStorage } from '@nestjs/throttler';
import { ApiError } from '../common/filters/api-error';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';

const HOUR_MS = 3_600_000;
/** Every call of the answering path, per address per minute: a form's saves and reads, never a bulk of them. */
export const OPEN_LINK_CALLS_PER_MINUTE = 300;

const tooMany = () =>
  new ApiError(429, 'Too Many Requests', ['Too many answers from this network. Please wait and try again later.']);

/**
 * Rate limits of the public answering path per address, counted in the throttler's storage (Redis when REDIS_URL is
 * set, so every API instance shares them): forms started (OPEN_LINK_STARTS_PER_HOUR, against stuffing a link with
 * made-up answers) and calls of any kind.
 */
@Injectable()
export class OpenLinkThrottle implements CanActivate {
  constructor(
    @InjectThrottlerStorage() private readonly storage: ThrottlerStorage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const ip = context.switchToHttp().getRequest<{ ip?: string }>().ip ?? '';
    const calls = await this.storage.increment(
      `open-link:calls:${ip}`,
      60_000,
      OPEN_LINK_CALLS_PER_MINUTE,
      60_000,
      'open-link-calls',
    );
    if (calls.isBlocked) throw tooMany();
    return true;
  }

  /** Counts a form started from this address (only a start that makes a new respondent counts). */
  async countStart(ip: string): Promise<void> {
    const limit = this.config.openLinkStartsPerHour;
    const record = await this.storage.increment(`open-link:starts:${ip}`, HOUR_MS, limit, HOUR_MS, 'open-link-starts');
    if (record.isBlocked) throw tooMany();
  }
}
