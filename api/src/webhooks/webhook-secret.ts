import { randomBytes } from 'node:crypto';
import { open, seal } from '../common/crypto/secret-box';

/**
 * An endpoint's signing secret: whsec_ and 32 random bytes. Signing needs it back, so unlike an API key
 * it cannot be a hash; it is kept sealed like the SSO client secrets (AES-256-GCM under SSO_SECRET_KEY),
 * bound to its organisation, and is in the clear only in the create answer and while a delivery is signed.
 */
export const newWebhookSecret = (): string => `whsec_${randomBytes(32).toString('base64url')}`;

/** The sealing context; the migration that sealed the secrets stored before writes the same. */
const context = (customerId: number) => `webhook-secret:customer:${customerId}`;

export const sealWebhookSecret = (key: Buffer, customerId: number, secret: string): string =>
  seal(key, secret, context(customerId));

/** Throws when the secret does not open (another SSO_SECRET_KEY, or a row altered by hand). */
export const openWebhookSecret = (key: Buffer, hook: { customerId: number; secretSealed: string }): string =>
  open(key, hook.secretSealed, context(hook.customerId));
