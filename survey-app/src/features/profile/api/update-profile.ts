import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileDto, UpdateProfileDto } from '@portal/contracts';
import { api } from '../../../lib/api-client';
import { getProfileQueryOptions } from '../../../lib/profile';

export function updateProfile(userId: string, body: UpdateProfileDto): Promise<ProfileDto> {
  return api.put(`/CustomerUser/Profile/${encodeURIComponent(userId)}`, body);
}

export function useUpdateProfile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileDto) => updateProfile(userId, body),
    onSuccess: (profile) => queryClient.setQueryData(getProfileQueryOptions(userId).queryKey, profile),
  });
}
