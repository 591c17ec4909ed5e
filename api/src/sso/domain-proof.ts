import { createHmac } from 'node:crypto';
import { Resolver } from 'node:dns/promises';

/** The DNS name an organisation puts its token at to prove it holds a domain. */
export const challengeRecordName = (domain: string) => `_portal-challenge.${domain}`;

/**
 * The TXT value that proves `domain` for one organisation: a keyed hash of both, so it needs no
 * storage, is the same every time the admin looks, and one organisation's record proves nothing for another.
 */
export function challengeToken(key: Buffer, customerId: number, domain: string): string {
  return `portal-domain-verification=${createHmac('sha256', key).update(`sso-domain:${customerId}:${domain}`).digest('base64url').slice(0, 32)}`;
}

export type DnsAnswer = 'found' | 'absent' | 'unreachable';

/** Asks the configured resolvers (SSO_DNS_SERVERS; else the system's) whether a TXT record at the challenge name carries the token. */
export async function challengeRecordCarries(servers: string[], domain: string, token: string): Promise<DnsAnswer> {
  // One try, short: the admin is waiting on the request.
  const resolver = new Resolver({ timeout: 3000, tries: 1 });
  if (servers.length) resolver.setServers(servers);
  try {
    const records = await resolver.resolveTxt(challengeRecordName(domain));
    // A TXT record may arrive split into strings of up to 255 characters: they are one value.
    return records.some((chunks) => chunks.join('').trim() === token) ? 'found' : 'absent';
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    return code === 'ENOTFOUND' || code === 'ENODATA' || code === 'NXDOMAIN' ? 'absent' : 'unreachable';
  }
}
