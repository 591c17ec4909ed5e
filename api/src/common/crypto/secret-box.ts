import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM for secrets the portal must read back (SSO client secrets, webhook signing secrets), at
 * rest under SSO_SECRET_KEY: a fresh 12-byte IV per secret, the 16-byte tag authenticates it, and the
 * context (what the secret is, and its organisation) is bound as associated data, so a sealed secret
 * copied to another organisation's row, or to another kind of secret, does not open.
 */
export function seal(key: Buffer, plain: string, context: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
}

export function open(key: Buffer, sealed: string, context: string): string {
  const [iv, tag, body] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'));
  if (!iv || !tag || !body || iv.length !== 12 || tag.length !== 16) throw new Error('Sealed secret is malformed');
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAAD(Buffer.from(context));
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
}
