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
  /** A custom question's id may equal a library question's: the pair names the question. */
  IsCustomQuestion: boolean;
  Title: string;
  Area: ResultArea;
  Performance: number | null;
  Importance: number | null;
}

/** Why a group is hidden: below the floor, or hidden so that no hidden group follows from the figures shown. */
export type HeatmapHiddenReason = 'BelowFloor' | 'Complementary' | 'Overlap' | 'Changed' | 'TooFine';

/**
 * A group of the chosen attribute. Hidden: a customer admin gets no figures and no N; the super admin gets them,
 * marked hidden (what the customer admin cannot see).
 */
export interface HeatmapSegment {
  /** '' for the respondents invited without a value (NoValue). */
  Value: string;
  NoValue?: boolean;
  N: number | null;
  Hidden: boolean;
  HiddenReason?: HeatmapHiddenReason | null;
  HiddenMessage?: string | null;
  Areas: HeatmapAreaFigures[];
  Questions: HeatmapQuestionFigures[];
}

/** `GET /api/Insights/Heatmap/{inquiryId}?by=Attribute` (issue "Segments", contract). */
export interface HeatmapDto extends Partial<AnonymityGateDto> {
  By: string;
  MinRespondents: number;
  /** null while gated. */
  Overall: { N: number; Areas: HeatmapAreaFigures[]; Questions?: HeatmapQuestionFigures[] } | null;
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
