import { Injectable } from '@nestjs/common';
import { ThrottlerException, ThrottlerGuard } from '@nestjs/throttler';
import { ApiError } from '../common/filters/api-error';

/** Throttles the credential-guessing calls (login, forgot password, verify code) per address and per account. */
@Injectable()
export class AuthThrottlerGuard extends ThrottlerGuard {
  protected override async throwThrottlingException(): Promise<void> {
    throw new ApiError(429, 'Too Many Requests', ['Too many attempts. Please wait a minute and try again.']);
  }
}

export { ThrottlerException };

/** The account a credential call is about, read from the body's username or Email. */
export function accountTracker(req: Record<string, any>): string {
  const body = req.body ?? {};
  const account = String(body.username ?? body.Email ?? body.email ?? '').trim().toLowerCase();
  return account || `ip:${req.ip}`;
}
