import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InputResultDto } from '@portal/contracts';
import { api } from '../../../lib/api-client';
import { resultPath } from './result-path';
import { segmentKey, withSegment, type Segment } from './segment';

export function getInputs(inquiryId: string, segment: Segment | null = null): Promise<InputResultDto> {
  return api.get(withSegment(resultPath('InputResult', inquiryId), segment));
}

export const getInputsQueryOptions = (inquiryId: string, segment: Segment | null = null) =>
  queryOptions({
    queryKey: ['insights', inquiryId, 'inputs', segmentKey(segment)],
    queryFn: () => getInputs(inquiryId, segment),
  });

export const useInputs = (inquiryId: string, segment: Segment | null = null) =>
  useQuery(getInputsQueryOptions(inquiryId, segment));
