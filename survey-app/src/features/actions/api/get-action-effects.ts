import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ActionEffectsDto } from './action-types';

export function getActionEffects(inquiryId: string): Promise<ActionEffectsDto> {
  return api.get(`/Insights/ActionEffects/${encodeURIComponent(inquiryId)}`);
}

export const getActionEffectsQueryOptions = (inquiryId: string) =>
  queryOptions({ queryKey: ['insights', inquiryId, 'action-effects'], queryFn: () => getActionEffects(inquiryId) });

export const useActionEffects = (inquiryId: string) => useQuery(getActionEffectsQueryOptions(inquiryId));
