import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProfileDto } from '@portal/contracts';
import { api, type RequestOptions } from './api-client';

export function getProfile(userId: string, options?: Pick<RequestOptions, 'silent'>): Promise<ProfileDto> {
  return api.get(`/CustomerUser/Profile/${encodeURIComponent(userId)}`, options);
}

export const getProfileQueryOptions = (userId: string) =>
  queryOptions({ queryKey: ['profile', userId], queryFn: () => getProfile(userId) });

export const useProfile = (userId: string) => useQuery(getProfileQueryOptions(userId));
