import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AnonymityGateDto, ResultArea } from '@portal/contracts';
import { api } from '../../../lib/api-client';

/** One area's figures (1-5 means; null: no valid rating). */
export interface HeatmapAreaFigures {
  Area: ResultArea;
  Performance: number | null;
  Importance: number | null;
  Gap: number | null;
}

export interface HeatmapQuestionFigures {
  Id: number;
  Title: string;
  Area: ResultArea;
  Performance: number | null;
  Importance: number | null;
}

/** A group of the chosen attribute; a hidden one carries no figures. */
export interface HeatmapSegment {
  Value: string;
  N: number | null;
  Hidden: boolean;
  /** Why it is hidden, when the API says so; otherwise read from N against the floor. */
  HiddenReason?: 'BelowFloor' | 'Complementary' | null;
  Areas: HeatmapAreaFigures[];
  Questions: HeatmapQuestionFigures[];
}

/** `GET /api/Insights/Heatmap/{inquiryId}?by=Attribute` (issue "Segments", contract). */
export interface HeatmapDto extends Partial<AnonymityGateDto> {
  By: string;
  MinRespondents: number;
  Overall: { N: number; Areas: HeatmapAreaFigures[]; Questions?: HeatmapQuestionFigures[] };
  Segments: HeatmapSegment[];
}

export function getHeatmap(inquiryId: string, by: string): Promise<HeatmapDto> {
  // silent: a refused attribute (too fine a value set) is explained in the tab, not in a toast.
  return api.get(`/Insights/Heatmap/${encodeURIComponent(inquiryId)}?by=${encodeURIComponent(by)}`, { silent: true });
}

export const getHeatmapQueryOptions = (inquiryId: string, by: string) =>
  queryOptions({ queryKey: ['insights', inquiryId, 'heatmap', by], queryFn: () => getHeatmap(inquiryId, by), retry: false });

export const useHeatmap = (inquiryId: string, by: string | null) =>
  useQuery({ ...getHeatmapQueryOptions(inquiryId, by ?? ''), enabled: !!by, placeholderData: keepPreviousData });
