import type * as Jose from 'jose';

/** jose, loaded on the first ID token to verify (see load-openid-client.ts for why). */
export async function loadJose(): Promise<typeof Jose> {
  return import('jose');
}
