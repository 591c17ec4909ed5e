import type { PasswordResetRequestDto } from '@portal/contracts';
import { api } from '../../../lib/api-client';

/** The request's Id travels on to the last step of the reset. */
export function forgotPassword(Email: string): Promise<PasswordResetRequestDto> {
  return api.post('/auth/forgotpassword', { Email }, { auth: false });
}

export function verifyForgotPasswordToken(Email: string, Token: string): Promise<PasswordResetRequestDto> {
  return api.post('/auth/verifyforgotpasswordtoken', { Email, Token }, { auth: false });
}

export function resetPassword(
  requestId: string,
  Email: string,
  Password: string,
  token: string,
): Promise<PasswordResetRequestDto> {
  return api.put(`/auth/resetpassword/${encodeURIComponent(requestId)}`, { Email, Password, token }, { auth: false });
}
