import { Role } from '../common/domain/roles';

/** The caller of a request: resolved from the token and checked against the database. */
export interface AuthUser {
  id: number;
  role: Role;
  customerId: number | null;
  email: string;
  firstName: string;
  lastName: string;
  /** The Language chosen on the profile (en, fr, de, es), or null to follow the browser. */
  language?: string | null;
  /** Set on a session opened by an invitation link: it reaches only that person's surveys (invitation-scope.ts). */
  scope?: SessionScope;
}

/** The one narrower kind of session: opened by an invitation link, without a password. */
export type SessionScope = 'invitation';

/** The claims of the portal's JWT, named as the specifications read them. */
export interface TokenClaims {
  role: Role;
  firstname: string;
  lastname: string;
  email: string;
  userid: number;
  customerid: number | null;
  /** Token version: a reset, change or deactivation bumps the user's and revokes older tokens. */
  tv: number;
  /** Present on an invitation link's session only. */
  scp?: SessionScope;
  exp?: number;
  iat?: number;
}
