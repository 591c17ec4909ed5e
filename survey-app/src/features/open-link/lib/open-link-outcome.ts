import { ApiError } from '../../../lib/api-client';

/** How a failed call of the link reads on the page. */
export type OpenLinkProblem = 'closed' | 'notFound' | 'tooMany' | 'failed';

export function problemOf(error: unknown): OpenLinkProblem {
  if (!(error instanceof ApiError)) return 'failed';
  if (error.status === 410) return 'closed';
  if (error.status === 404) return 'notFound';
  if (error.status === 429) return 'tooMany';
  return 'failed';
}
