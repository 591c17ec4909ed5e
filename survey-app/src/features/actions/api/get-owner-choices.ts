import { useQuery } from '@tanstack/react-query';
import type { RespondentPageDto } from '@portal/contracts';
import { api } from '../../../lib/api-client';
import { sessionName, sessionUserId } from '../../../lib/session';

export interface OwnerChoice {
  id: number;
  name: string;
}

/**
 * Who may own an action started from this inquiry's insights: the signed-in customer admin and the inquiry's
 * respondents who have an account. The API has no list of the organisation's users for a customer admin; the
 * inquiry's respondents are the people the results are about.
 */
export async function getOwnerChoices(inquiryId: string): Promise<OwnerChoice[]> {
  const page: RespondentPageDto = await api.get(
    `/Inquiry/GetRespondents/${encodeURIComponent(inquiryId)}?pageSize=-1`,
    { silent: true },
  );
  const self = { id: Number(sessionUserId()), name: sessionName() };
  const others = page.data
    .filter((r) => r.Id !== null && r.Id !== self.id)
    .map((r) => ({ id: r.Id as number, name: `${r.FirstName} ${r.LastName}`.trim() || r.Email }));
  return [self, ...others.sort((a, b) => a.name.localeCompare(b.name))];
}

export const useOwnerChoices = (inquiryId: string, enabled: boolean) =>
  useQuery({ queryKey: ['actions', 'owners', inquiryId], queryFn: () => getOwnerChoices(inquiryId), enabled });
