import { Injectable } from '@nestjs/common';
import { ThrottlerException, ThrottlerGuard } from '@nestjs/throttler';
import { ApiError } from '../common/filters/api-error';

/**
 * Throttles the credential-guessing calls per address, per account from one address and per account
 * across all addresses (the throttlers of AppModule; each route names its account field with @ThrottleAccountBy).
 */
@Injectable()
export class AuthThrottlerGuard extends ThrottlerGuard {
  protected override async throwThrottlingException(): Promise<void> {
    throw new ApiError(429, 'Too Many Requests', ['Too many attempts. Please wait a minute and try again.']);
  }
}

export { ThrottlerException };
