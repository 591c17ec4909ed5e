import { SetMetadata } from '@nestjs/common';

export const THROTTLE_ACCOUNT = 'throttle:account';

/** Where a throttled route finds the account it acts on: a body field, a path parameter or a query parameter. */
export interface AccountField {
  from: 'body' | 'params' | 'query';
  field: string;
}

/**
 * Keys a route's per-account throttles on the field the route itself reads, so a spare field
 * beside it (or a body on a GET) cannot move the count to another key.
 */
export const ThrottleAccountBy = (from: AccountField['from'], field: string) =>
  SetMetadata(THROTTLE_ACCOUNT, { from, field } satisfies AccountField);
