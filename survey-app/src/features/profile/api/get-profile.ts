import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProfileDto } from '@portal/contracts';
import { api } from '../../../lib/api-client';

export function getProfile(userId: string): Promise<ProfileDto> {
  return api.get(`/CustomerUser/Profile/${encodeURIComponent(userId)}`);
}

export const getProfileQueryOptions = (userId: string) => queryOptions({ queryKey: ['profile', userId], queryFn: () => getProfile(userId) });

export const useProfile = (userId: string) => useQuery(getProfileQueryOptions(userId));
