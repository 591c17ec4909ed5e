import type { EntityManager } from 'typeorm';

/**
 * Told inside the transaction that sets a user's new password (reset or change). The SSO module
 * provides it: a password set by the account's owner drops the account's SSO links, so an identity
 * linked before the owner took the account over (e.g. created by an admin's provider for a pending
 * invitee) no longer signs in as it. Without it nothing else happens. Plugged in through PasswordHooks.
 */

export interface PasswordSetListener {
  passwordSet(userId: number, m: EntityManager): Promise<void>;
}
