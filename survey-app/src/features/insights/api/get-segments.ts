import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '@portal/contracts';
import { api } from '../../../lib/api-client';

type Schemas = components['schemas'];

/**
 * Every reason a group can be hidden for: the earlier rule's, and the contract's RolledUp (a member of a rolled-up
 * group asked for directly) and NotEnoughPeople (an attribute too small to split into groups).
 */
export type HiddenReason =
  'BelowFloor' | 'Complementary' | 'Overlap' | 'Changed' | 'TooFine' | 'RolledUp' | 'NotEnoughPeople';

/**
 * The attributes an inquiry's respondents were invited with and their groups, each shown or hidden (no figures).
 * A rolled-up group (RolledUp, with the Members it holds) and its hidden reasons come with the confidentiality
 * contract: named here until the generated wire types carry them.
 */
export type SegmentGroupDto = Omit<Schemas['SegmentGroupDto'], 'HiddenReason' | 'RolledUp' | 'Members'> & {
  HiddenReason: HiddenReason | null;
  RolledUp?: boolean;
  Members?: string[];
};
export type SegmentAttributeDto = Omit<Schemas['SegmentAttributeDto'], 'Groups'> & { Groups: SegmentGroupDto[] };
export type InquirySegmentsDto = Omit<Schemas['InquirySegmentsDto'], 'Attributes'> & {
  Attributes: SegmentAttributeDto[];
};

/** `GET /api/Insights/Segments/{inquiryId}`: the choices of the heatmap (?by=) and of the group filter (?segment=). */
export function getSegments(inquiryId: string): Promise<InquirySegmentsDto> {
  return api.get(`/Insights/Segments/${encodeURIComponent(inquiryId)}`, { silent: true });
}

export const getSegmentsQueryOptions = (inquiryId: string) =>
  queryOptions({
    queryKey: ['insights', inquiryId, 'segments'],
    queryFn: () => getSegments(inquiryId),
    staleTime: 5 * 60_000,
    retry: false,
  });

export const useSegments = (inquiryId: string) => useQuery(getSegmentsQueryOptions(inquiryId));
