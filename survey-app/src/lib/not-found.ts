import { ApiError } from './api-client';

/** The API's answer for a record that does not exist or belongs to another tenant. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
