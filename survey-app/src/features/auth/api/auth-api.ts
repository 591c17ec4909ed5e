import { api, ApiError } from '../../../lib/api-client';

export interface LoginResponse {
  token: string;
  FirstTimeLogin: boolean;
}

export function login(username: string, password: string) {
  return api.post<LoginResponse>('/auth/login', { username, password }, { auth: false });
}

export interface CustomerLookup {
  CustomerId: number | string;
  CustomerName: string;
  Industry?: string;
  Address?: string;
  Country?: string;
  State?: string;
  City?: string;
  Website?: string;
}

/** The organisation of that name, or null when it is not registered yet. */
export async function customerByName(name: string): Promise<CustomerLookup | null> {
  try {
    const found = await api.get<CustomerLookup | { data?: CustomerLookup } | null>(
      `/Customer/CustomerByName/${encodeURIComponent(name)}`,
      { auth: false, silent: true },
    );
    const customer = found && 'data' in found ? found.data : (found as CustomerLookup | null);
    return customer && customer.CustomerId != null ? customer : null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export interface SignupPayload {
  CustomerName: string;
  Industry: string;
  Address: string;
  Country: string;
  State: string;
  City: string;
  Website: string;
  isAdmin: boolean;
  FirstName: string;
  LastName: string;
  Email: string;
  Password: string;
  ConfirmPassword: string;
  Designation: string;
  CustomerId?: number | string;
}

export function signup(payload: SignupPayload) {
  // The wizard shows the failure itself (title and lines on the last step).
  return api.post<unknown>('/Customer/CustomerAdminsignup', payload, { auth: false, silent: true });
}

export function forgotPassword(Email: string) {
  return api.post<{ Id: number | string }>('/auth/forgotpassword', { Email }, { auth: false });
}

export function verifyForgotPasswordToken(Email: string, Token: string) {
  return api.post<{ Id?: number | string } | null>('/auth/verifyforgotpasswordtoken', { Email, Token }, { auth: false });
}

export function resetPassword(userId: string, Email: string, Password: string, token: string) {
  return api.put<unknown>(`/auth/resetpassword/${encodeURIComponent(userId)}`, { Email, Password, token }, { auth: false });
}
