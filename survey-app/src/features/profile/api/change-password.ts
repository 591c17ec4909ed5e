import type { PasswordChangedDto } from '@portal/contracts';
import { api } from '../../../lib/api-client';

/** Earlier tokens are revoked by a password change; the answer carries the session's new one. */
export function changePassword(
  userId: string,
  CurrentPassword: string,
  NewPassword: string,
): Promise<PasswordChangedDto> {
  return api.put(`/auth/changepassword/${encodeURIComponent(userId)}`, { CurrentPassword, NewPassword });
}
