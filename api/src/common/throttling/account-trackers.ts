import type { ExecutionContext } from '@nestjs/common';
import { AccountField, THROTTLE_ACCOUNT } from './throttle-account.decorator';

function declaredField(context: ExecutionContext): AccountField | undefined {
  return (
    Reflect.getMetadata(THROTTLE_ACCOUNT, context.getHandler()) ??
    Reflect.getMetadata(THROTTLE_ACCOUNT, context.getClass())
  );
}

/** What a tracker reads of the request the throttler passes: the named field's container and the address. */
type ThrottledRequest = { ip?: string } & Partial<Record<AccountField['from'], Record<string, unknown>>>;

/**
 * The account a throttled call is about, spelled as the route compares it (trimmed, lower case).
 * Only a string counts: an object or array in that field is refused by validation anyway, and
 * must not open a fresh counter. Without an account the caller's address stands in.
 */
function account(req: ThrottledRequest, context: ExecutionContext): string {
  const declared = declaredField(context);
  const raw = declared ? req[declared.from]?.[declared.field] : undefined;
  const value = typeof raw === 'string' ? raw.trim().toLowerCase() : '';
  return value ? `account:${value}` : `ip:${req.ip}`;
}

/** One account across every address: a high ceiling, so guessing spread over many addresses still slows down. */
export function accountTracker(req: ThrottledRequest, context: ExecutionContext): string {
  return account(req, context);
}

/** One account from one address: the tight limit, which cannot lock the owner out from elsewhere. */
export function accountAtAddressTracker(req: ThrottledRequest, context: ExecutionContext): string {
  return `${account(req, context)}|ip:${req.ip}`;
}
