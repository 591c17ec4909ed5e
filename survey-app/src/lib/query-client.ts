import { QueryClient } from '@tanstack/react-query';

/**
 * The API client already shows every failure as a toast, so a failed read is not retried (that
 * would toast again), and a form being answered is not fetched again behind the user's back.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false },
      mutations: { retry: false },
    },
  });
}
