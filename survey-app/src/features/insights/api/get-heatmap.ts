import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '@portal/contracts';
import { api } from '../../../lib/api-client';
import type { HiddenReason } from './get-segments';

type Schemas = components['schemas'];

/**
 * `GET /api/Insights/Heatmap/{inquiryId}?by=Attribute` (issue "Segments"). The confidentiality contract adds a
 * rolled-up group's RolledUp and Members, its hidden reasons, and Withheld figures (null, "Not enough answers"):
 * named here until the generated wire types carry them.
 */
export type HeatmapSegment = Omit<Schemas['HeatmapSegmentDto'], 'HiddenReason' | 'RolledUp' | 'Members'> & {
  HiddenReason: HiddenReason | null;
  RolledUp?: boolean;
  Members?: string[];
};
export type HeatmapDto = Omit<Schemas['HeatmapDto'], 'Segments'> & { Segments: HeatmapSegment[] };
export type HeatmapAreaFigures = Schemas['HeatmapAreaDto'] & { Withheld?: boolean };
export type HeatmapQuestionFigures = Schemas['HeatmapQuestionDto'] & { Withheld?: boolean };

export function getHeatmap(inquiryId: string, by: string): Promise<HeatmapDto> {
  // silent: a refused attribute (too fine a value set) is explained in the tab, not in a toast.
  return api.get(`/Insights/Heatmap/${encodeURIComponent(inquiryId)}?by=${encodeURIComponent(by)}`, { silent: true });
}

export const getHeatmapQueryOptions = (inquiryId: string, by: string) =>
  queryOptions({
    queryKey: ['insights', inquiryId, 'heatmap', by],
    queryFn: () => getHeatmap(inquiryId, by),
    retry: false,
  });

export const useHeatmap = (inquiryId: string, by: string | null) =>
  useQuery({ ...getHeatmapQueryOptions(inquiryId, by ?? ''), enabled: !!by, placeholderData: keepPreviousData });
