import { useQueries } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { SharedActionDto, SharedActionPageDto } from './action-types';

export function getSharedActions(inquiryId: number): Promise<SharedActionPageDto> {
  // One page holds them all: an organisation shares a handful of actions a round.
  return api.get(`/Inquiry/${encodeURIComponent(inquiryId)}/SharedActions?pageSize=-1`, { silent: true });
}

/**
 * The actions shared with the respondents of these rounds, newest first, each once (the reads of two rounds of one
 * series both list the earlier round's). A round whose read fails shows nothing rather than an error: the panel is
 * an addition to the respondent's screen, never what stops it.
 */
export function useSharedActions(inquiryIds: number[]): { pending: boolean; actions: SharedActionDto[] } {
  const ids = [...new Set(inquiryIds)].sort((a, b) => a - b);
  return useQueries({
    queries: ids.map((id) => ({
      queryKey: ['actions', 'shared', id],
      queryFn: () => getSharedActions(id),
      retry: false,
    })),
    combine: (results) => {
      const seen = new Map<number, SharedActionDto>();
      for (const r of results) for (const a of r.data?.data ?? []) seen.set(a.Id, a);
      const actions = [...seen.values()].sort((a, b) => b.UpdatedAt.localeCompare(a.UpdatedAt) || b.Id - a.Id);
      return { pending: results.some((r) => r.isPending), actions };
    },
  });
}
