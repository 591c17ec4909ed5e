import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ActionDto, CreateActionDto } from './action-types';

export function createAction(inquiryId: string, body: CreateActionDto, idempotencyKey: string): Promise<ActionDto> {
  return api.post(`/Inquiry/${encodeURIComponent(inquiryId)}/Actions`, body, { idempotencyKey });
}

export const useCreateAction = (inquiryId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: CreateActionDto; key: string }) => createAction(inquiryId, body, key),
    onSuccess: () => client.invalidateQueries({ queryKey: ['actions'] }),
  });
};
