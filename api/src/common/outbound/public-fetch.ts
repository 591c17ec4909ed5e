import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { isIP } from 'node:net';
import { Agent, fetch as undiciFetch } from 'undici';
import { isBlockedAddress } from './blocked-addresses';

/** The URL's host is, or resolves to, an address the portal does not call for a tenant. */
export class BlockedAddressError extends Error {}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * Resolves a name for a connection and refuses it when any of its addresses is blocked. It runs when
 * the connection is made, so the address checked is the address connected to (no DNS rebinding window).
 */
function publicLookup(hostname: string, options: LookupOptions, callback: LookupCallback): void {
  dnsLookup(hostname, { ...options, all: true, verbatim: true }, (err, addresses) => {
    if (err) return callback(err, []);
    if (!addresses.length || addresses.some((a) => isBlockedAddress(a.address))) {
      return callback(
        Object.assign(new BlockedAddressError(`${hostname} is a loopback, private or link-local address`), {
          code: 'EBLOCKED',
        }),
        [],
      );
    }
    if (options.all) callback(null, addresses);
    else callback(null, addresses[0].address, addresses[0].family);
  });
}

const publicAgent = new Agent({ connect: { lookup: publicLookup } });

/**
 * fetch for URLs a tenant typed: only public addresses are connected to, and redirects are handed
 * back rather than followed (a redirect could name an address literal, which needs no lookup).
 */
export async function publicFetch(url: string | URL, init: RequestInit = {}): Promise<Response> {
  const target = new URL(url);
  const host = target.hostname.replace(/^\[(.*)\]$/, '$1');
  if (isIP(host) && isBlockedAddress(host))
    throw new BlockedAddressError(`${host} is a loopback, private or link-local address`);
  const answer = await undiciFetch(target, { ...(init as object), redirect: 'manual', dispatcher: publicAgent });
  return answer as unknown as Response;
}
