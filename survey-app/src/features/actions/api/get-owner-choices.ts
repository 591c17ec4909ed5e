import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** A row of GET /api/Inquiry/{inquiryId}/ActionOwners (the API's ActionOwnerChoiceDto). */
interface ActionOwnerChoiceDto {
  Id: number;
  Name: string;
  Email: string;
  Role: 'CustomerAdmin' | 'CustomerUser';
}

export interface OwnerChoice {
  id: number;
  name: string;
}

/** Who an action of this inquiry may be given to: the organisation's active admins and users, by name. */
export async function getOwnerChoices(inquiryId: string): Promise<OwnerChoice[]> {
  const page: { data: ActionOwnerChoiceDto[] } = await api.get(
    `/Inquiry/${encodeURIComponent(inquiryId)}/ActionOwners?pageSize=-1`,
    { silent: true },
  );
  return page.data.map((u) => ({ id: u.Id, name: u.Name || u.Email }));
}

export const useOwnerChoices = (inquiryId: string, enabled: boolean) =>
  useQuery({ queryKey: ['actions', 'owners', inquiryId], queryFn: () => getOwnerChoices(inquiryId), enabled });
