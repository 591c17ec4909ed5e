import type { ConfirmSignupResultDto } from '@portal/contracts';
import { api } from '../../../lib/api-client';

/** Turns a new organisation's pending sign-up into the organisation and its admin, with the mailed secret. */
export function confirmSignup(token: string): Promise<ConfirmSignupResultDto> {
  // The page shows the failure itself.
  return api.post('/Customer/ConfirmSignup', { Token: token }, { auth: false, silent: true });
}
