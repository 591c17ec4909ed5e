import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AreaColorItem } from '@portal/contracts';
import { api } from '../../../lib/api-client';
import { resultPath } from './result-path';
import { segmentKey, withSegment, type Segment } from './segment';

export function getAreaColors(inquiryId: string, segment: Segment | null = null): Promise<AreaColorItem[]> {
  return api.get(withSegment(resultPath('AreaColorResult', inquiryId), segment));
}

export const getAreaColorsQueryOptions = (inquiryId: string, segment: Segment | null = null) =>
  queryOptions({
    queryKey: ['insights', inquiryId, 'area-colors', segmentKey(segment)],
    queryFn: () => getAreaColors(inquiryId, segment),
  });

export const useAreaColors = (inquiryId: string, segment: Segment | null = null) =>
  useQuery(getAreaColorsQueryOptions(inquiryId, segment));
