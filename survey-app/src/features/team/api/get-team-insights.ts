import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '@portal/contracts';
import { api } from '../../../lib/api-client';

export type TeamInsightsDto = components['schemas']['TeamInsightsDto'];
export type TeamGroupDto = components['schemas']['TeamGroupDto'];

/**
 * `GET /api/Insights/Team/{inquiryId}` (docs/features/managers.md): the caller's team, or for a customer admin the
 * manager named by ?manager= (the whole organisation without). silent: a refusal (403, 400) is explained on the page.
 */
export function getTeamInsights(inquiryId: string, manager: string): Promise<TeamInsightsDto> {
  const query = manager ? `?manager=${encodeURIComponent(manager)}` : '';
  return api.get(`/Insights/Team/${encodeURIComponent(inquiryId)}${query}`, { silent: true });
}

export const teamInsightsQueryOptions = (inquiryId: string, manager: string) =>
  queryOptions({
    queryKey: ['team-insights', inquiryId, manager],
    queryFn: () => getTeamInsights(inquiryId, manager),
    retry: false,
  });

export const useTeamInsights = (inquiryId: string, manager: string) =>
  useQuery(teamInsightsQueryOptions(inquiryId, manager));
