import type { ProfileDto } from '@portal/contracts';
import { api } from '../../../lib/api-client';

/** The name an invitee confirms on the start screen, saved on their own profile. */
export function confirmName(userId: string, FirstName: string, LastName: string): Promise<ProfileDto> {
  return api.put(`/CustomerUser/Profile/${encodeURIComponent(userId)}`, { FirstName, LastName });
}
