import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '@portal/contracts';
import { api } from '../../../lib/api-client';

/** The attributes an inquiry's respondents were invited with and their groups, each shown or hidden (no figures). */
export type InquirySegmentsDto = components['schemas']['InquirySegmentsDto'];
export type SegmentAttributeDto = components['schemas']['SegmentAttributeDto'];
export type SegmentGroupDto = components['schemas']['SegmentGroupDto'];

/** `GET /api/Insights/Segments/{inquiryId}`: the choices of the heatmap (?by=) and of the group filter (?segment=). */
export function getSegments(inquiryId: string): Promise<InquirySegmentsDto> {
  return api.get(`/Insights/Segments/${encodeURIComponent(inquiryId)}`, { silent: true });
}

export const getSegmentsQueryOptions = (inquiryId: string) =>
  queryOptions({ queryKey: ['insights', inquiryId, 'segments'], queryFn: () => getSegments(inquiryId), staleTime: 5 * 60_000, retry: false });

export const useSegments = (inquiryId: string) => useQuery(getSegmentsQueryOptions(inquiryId));
