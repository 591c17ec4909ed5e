/** The three roles of the portal, as the token's `role` claim and the API name them. */
export const ROLES = ['SuperAdmin', 'CustomerAdmin', 'CustomerUser'] as const;
export type Role = (typeof ROLES)[number];

/** Role names compare case-insensitively (platform-administration.md §6). */
export function normaliseRole(role: unknown): Role | null {
  const value = String(role ?? '').toLowerCase();
  return ROLES.find((r) => r.toLowerCase() === value) ?? null;
}

/** The first path segment of each role's pages (`/superAdmin/...`, `/customerAdmin/...`, `/customerUser/...`). */
export const ROLE_PATH: Record<Role, string> = {
  SuperAdmin: 'superAdmin',
  CustomerAdmin: 'customerAdmin',
  CustomerUser: 'customerUser',
};

/** Where a role lands after login. */
export function roleHome(role: Role): string {
  return `/${ROLE_PATH[role]}/dashboard`;
}

/** The role whose pages a path belongs to, from its first segment. */
export function roleOfPath(path: string): Role | null {
  const segment = path.split('/')[1] ?? '';
  return ROLES.find((r) => ROLE_PATH[r] === segment) ?? null;
}
