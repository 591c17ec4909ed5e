import { useQuery } from '@tanstack/react-query';
import type { components } from '@portal/contracts';
import { api } from '../../../lib/api-client';

export type SharedWithMeDto = components['schemas']['SharedWithMeDto'];

/** What a customer admin shared with the signed-in person (GET /api/ReportShares/Mine), for the "My team" entry. */
export const useSharedWithMe = () =>
  useQuery({
    queryKey: ['report-shares', 'mine'],
    queryFn: () => api.get<SharedWithMeDto[]>('/ReportShares/Mine', { silent: true }),
  });
