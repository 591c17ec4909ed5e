import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffFormPageDto } from '@portal/contracts';
import { api } from '../../../lib/api-client';
import { sessionEmail } from '../../../lib/session';
import type { ActionDto, ActionPageDto, AddActionUpdateDto } from './action-types';

/**
 * The actions a customer user owns. The API lists actions per inquiry (a customer user gets the ones they own), so
 * this reads the inquiries the person takes part in and each one's actions, newest first.
 */
export async function getMyActions(): Promise<ActionDto[]> {
  const forms: StaffFormPageDto = await api.get(`/Inquiry/Staff/${encodeURIComponent(sessionEmail())}?pageSize=-1`);
  const inquiryIds = [...new Set(forms.data.map((f) => f.InquiryId))];
  const pages = await Promise.all(
    inquiryIds.map((id) => api.get<ActionPageDto>(`/Inquiry/${encodeURIComponent(id)}/Actions?pageSize=-1`)),
  );
  return pages.flatMap((p) => p.data).sort((a, b) => b.CreatedAt.localeCompare(a.CreatedAt) || b.Id - a.Id);
}

export const useMyActions = () => useQuery({ queryKey: ['actions', 'mine'], queryFn: getMyActions });

export function addActionUpdate(actionId: number, body: AddActionUpdateDto): Promise<ActionDto> {
  return api.post(`/Actions/${encodeURIComponent(actionId)}/Updates`, body);
}

export const useAddActionUpdate = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ actionId, body }: { actionId: number; body: AddActionUpdateDto }) => addActionUpdate(actionId, body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['actions', 'mine'] }),
  });
};
