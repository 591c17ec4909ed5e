import type { CustomerAdminSignupDto, SignupResultDto } from '@portal/contracts';
import { api } from '../../../lib/api-client';

/** Without CustomerId a new organisation and its admin; with it, a staff sign-up into that organisation. */
export function signup(payload: CustomerAdminSignupDto): Promise<SignupResultDto> {
  // The wizard shows the failure itself (title and lines on the last step).
  return api.post('/Customer/CustomerAdminsignup', payload, { auth: false, silent: true });
}
