import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ActionDto, ActionPageDto, AddActionUpdateDto } from './action-types';

/** The actions the signed-in person owns, on any of the organisation's inquiries, newest first. */
export async function getMyActions(): Promise<ActionDto[]> {
  return (await api.get<ActionPageDto>('/Actions/Mine?pageSize=-1')).data;
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
