import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { isBlockedAddress } from '../common/outbound/blocked-addresses';

/** A webhook URL refused by the delivery rules; the message is shown to the admin (Url: …) and kept as a delivery's answer. */
export class TargetRefused extends Error {}

/** The URL and the one address it was checked at: the sender connects to exactly that address. */
export interface CheckedTarget {
  url: URL;
  address: string;
}

export type Resolver = (host: string) => Promise<string[]>;
const dnsResolver: Resolver = async (host) => (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);

/**
 * HTTPS only, and every address the name resolves to must be public, unless allowPrivate
 * (WEBHOOK_ALLOW_PRIVATE=true, which also admits http://). Checking every address and then connecting
 * to a checked one (never resolving again) leaves no window for DNS rebinding.
 */
export async function checkTarget(
  raw: string,
  allowPrivate: boolean,
  resolve: Resolver = dnsResolver,
): Promise<CheckedTarget> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new TargetRefused('Must be an absolute https:// URL');
  }
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:'))
    throw new TargetRefused('Must be an https:// URL');
  if (url.username || url.password) throw new TargetRefused('Must not contain a user name or password');
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: string[];
  if (isIP(host)) addresses = [host];
  else {
    try {
      addresses = await resolve(host);
    } catch {
      addresses = [];
    }
  }
  if (!addresses.length) throw new TargetRefused(`The host ${host} does not resolve`);
  if (!allowPrivate && addresses.some(isBlockedAddress))
    throw new TargetRefused(`The host ${host} is a loopback, private or link-local address`);
  return { url, address: addresses[0] };
}
