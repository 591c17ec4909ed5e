import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiHeader } from '@nestjs/swagger';

export const IDEMPOTENT_ROUTE = 'idempotentRoute';

export const IDEMPOTENCY_HEADER_DOC = {
  name: 'Idempotency-Key',
  required: false,
  description:
    'A fresh value per create action, reused on retry: the same key from the same caller within 24 h answers the first response again ' +
    '(status and body) without creating; the same key with a different request is refused with 422.',
};

/**
 * Honours Idempotency-Key on a public POST (keyed by the client's address). Authenticated POSTs honour
 * it without this decorator (keyed by the user).
 */
export const Idempotent = () => applyDecorators(SetMetadata(IDEMPOTENT_ROUTE, true), ApiHeader(IDEMPOTENCY_HEADER_DOC));
