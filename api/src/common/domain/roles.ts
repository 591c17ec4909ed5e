import { ROLES, type Role as RoleName } from '@portal/contracts';

/** The contracts' roles as named values (`Role.SuperAdmin`) for @Roles and comparisons; the type is the contracts' Role. */
export const Role = Object.fromEntries(ROLES.map((role) => [role, role])) as { readonly [R in RoleName]: R };
export type Role = RoleName;
