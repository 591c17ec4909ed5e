import { createHash, randomBytes } from 'node:crypto';

/** The secret of an invitation link: 32 random bytes, base64url (43 characters). */
export const newInvitationKey = (): string => randomBytes(32).toString('base64url');

/** What is stored of a secret. A plain sha256 suffices: the secret has 256 bits of entropy, nothing to guess. */
export const invitationKeyHash = (key: string): string => createHash('sha256').update(key, 'utf8').digest('hex');
