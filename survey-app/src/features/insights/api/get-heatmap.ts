import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '@portal/contracts';
import { api } from '../../../lib/api-client';

type Schemas = components['schemas'];

/** `GET /api/Insights/Heatmap/{inquiryId}?by=Attribute` (issue "Segments"). */
export type HeatmapDto = Schemas['HeatmapDto'];
export type HeatmapSegment = Schemas['HeatmapSegmentDto'];
export type HeatmapAreaFigures = Schemas['HeatmapAreaDto'];
export type HeatmapQuestionFigures = Schemas['HeatmapQuestionDto'];
/** Why a group is hidden: below the floor, or hidden so that no hidden group follows from the figures shown. */
export type HeatmapHiddenReason = NonNullable<HeatmapSegment['HiddenReason']>;

export function getHeatmap(inquiryId: string, by: string): Promise<HeatmapDto> {
  // silent: a refused attribute (too fine a value set) is explained in the tab, not in a toast.
  return api.get(`/Insights/Heatmap/${encodeURIComponent(inquiryId)}?by=${encodeURIComponent(by)}`, { silent: true });
}

export const getHeatmapQueryOptions = (inquiryId: string, by: string) =>
  queryOptions({ queryKey: ['insights', inquiryId, 'heatmap', by], queryFn: () => getHeatmap(inquiryId, by), retry: false });

export const useHeatmap = (inquiryId: string, by: string | null) =>
  useQuery({ ...getHeatmapQueryOptions(inquiryId, by ?? ''), enabled: !!by, placeholderData: keepPreviousData });
