import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AreaColorItem } from '@portal/contracts';
import { api } from '../../../lib/api-client';
import { resultPath } from './result-path';

export function getAreaColors(inquiryId: string): Promise<AreaColorItem[]> {
  return api.get(resultPath('AreaColorResult', inquiryId));
}

export const getAreaColorsQueryOptions = (inquiryId: string) =>
  queryOptions({ queryKey: ['insights', inquiryId, 'area-colors'], queryFn: () => getAreaColors(inquiryId) });

export const useAreaColors = (inquiryId: string) => useQuery(getAreaColorsQueryOptions(inquiryId));
