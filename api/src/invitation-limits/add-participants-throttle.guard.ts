import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { InjectThrottlerStorage, ThrottlerStorage } from '@nestjs/throttler';
import type { AuthUser } from '../auth/auth-user';
import { ApiError } from '../common/filters/api-error';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';

const WINDOW_MS = 60_000;

/**
 * AddParticipants calls per organisation per minute (ADD_PARTICIPANTS_PER_MINUTE), counted in the
 * throttler's storage (Redis when REDIS_URL is set), so all of an organisation's admins and
 * instances share one count. Runs after the JWT guard: the caller's organisation is known.
 */
@Injectable()
export class AddParticipantsThrottle implements CanActivate {
  constructor(
    @InjectThrottlerStorage() private readonly storage: ThrottlerStorage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const user = context.switchToHttp().getRequest<{ user?: AuthUser }>().user;
    const key = `add-participants:customer:${user?.customerId ?? `user:${user?.id}`}`;
    const limit = this.config.addParticipantsPerMinute;
    const record = await this.storage.increment(key, WINDOW_MS, limit, WINDOW_MS, 'add-participants');
    if (record.isBlocked)
      throw new ApiError(429, 'Too Many Requests', ['Too many attempts. Please wait a minute and try again.']);
    return true;
  }
}
