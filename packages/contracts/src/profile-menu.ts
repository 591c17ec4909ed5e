import { ROLE_PATH, type Role } from './roles';

/** The roles with a Manage Profile page (a survey-app page); the super admin has none. */
export const PROFILE_ROLES: readonly Role[] = ['CustomerAdmin', 'CustomerUser'];

/** The Manage Profile page of a role, or null when the role has none. */
export function profilePath(role: Role): string | null {
  return PROFILE_ROLES.includes(role) ? `/${ROLE_PATH[role]}/manage-profile` : null;
}
