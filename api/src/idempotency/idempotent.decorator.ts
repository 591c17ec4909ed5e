import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiHeader } from '@nestjs/swagger';

export const IDEMPOTENT_ROUTE = 'idempotentRoute';
export const SHOWN_ONCE = 'answerShownOnce';

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

/**
 * The answer of this create carries a secret shown once (an API key, a signing secret). Nothing of it is
 * kept for a replay: the same Idempotency-Key again answers 409 naming the record the first request
 * created (`what` and its Id), and creates nothing. A replay cannot show the secret, and a kept copy
 * would be the secret in the clear for a day.
 */
export const AnswerShownOnce = (what: string) =>
  applyDecorators(
    SetMetadata(SHOWN_ONCE, what),
    ApiHeader({
      ...IDEMPOTENCY_HEADER_DOC,
      description:
        `A fresh value per create action, reused on retry. The answer holds a secret shown once, which is not kept: the same key from the same caller within 24 h ` +
        `answers 409 naming the ${what} the first request created (delete it and create another if that answer was lost), and creates nothing; ` +
        'the same key with a different request is refused with 422.',
    }),
  );
