import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InputResultDto } from '@portal/contracts';
import { api } from '../../../lib/api-client';
import { resultPath } from './result-path';

export function getInputs(inquiryId: string): Promise<InputResultDto> {
  return api.get(resultPath('InputResult', inquiryId));
}

export const getInputsQueryOptions = (inquiryId: string) =>
  queryOptions({ queryKey: ['insights', inquiryId, 'inputs'], queryFn: () => getInputs(inquiryId) });

export const useInputs = (inquiryId: string) => useQuery(getInputsQueryOptions(inquiryId));
