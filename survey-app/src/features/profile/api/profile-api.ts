import { api } from '../../../lib/api-client';

export interface Profile {
  CustomerName: string;
  FirstName: string;
  LastName: string;
  Email?: string;
  Designation: string | null;
  IsAdmin: boolean;
  Active: boolean;
}

export function getProfile(userId: string) {
  return api.get<Profile>(`/CustomerUser/Profile/${encodeURIComponent(userId)}`);
}

export function updateProfile(userId: string, body: Pick<Profile, 'FirstName' | 'LastName' | 'Designation'>) {
  return api.put<Profile>(`/CustomerUser/Profile/${encodeURIComponent(userId)}`, body);
}

export function changePassword(userId: string, CurrentPassword: string, NewPassword: string) {
  return api.put<{ token?: string } | null>(`/auth/changepassword/${encodeURIComponent(userId)}`, {
    CurrentPassword,
    NewPassword,
  });
}
