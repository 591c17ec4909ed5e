import ipaddr from 'ipaddr.js';
import { isIP } from 'node:net';

/**
 * Addresses the portal calls for a tenant's URL (webhooks, SSO issuers) unless configured otherwise:
 * global unicast only. The ranges are ipaddr.js's named special-purpose ranges (RFC 6890 registries:
 * loopback, private, carrier-grade NAT, link-local with cloud metadata at 169.254.169.254, unspecified
 * 0/8, documentation, benchmarking, multicast, 240/4, broadcast, ULA, ...); an address outside them is
 * 'unicast'. IPv6 outside 2000::/3 is not allocated as global unicast and is refused too.
 *
 * An IPv6 address that carries an IPv4 address reaches that IPv4 host (a local stack or a translator
 * unwraps it), so it is judged by what it carries: mapped ::ffff:0:0/96, compatible ::/96, translated
 * ::ffff:0:0:0/96, NAT64 64:ff9b::/96, 6to4 2002::/16 and Teredo 2001::/32 (server and client both).
 * The local-use NAT64 prefix 64:ff9b:1::/48 puts the IPv4 part where its operator's prefix length
 * says, so it cannot be decoded reliably and is refused outright.
 */
export function isBlockedAddress(address: string): boolean {
  // Strict dotted-quad or IPv6 text only (no zone id): anything else is no address to call.
  if (!isIP(address) || address.includes('%')) return true;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv4') return !isGlobalIpv4(parsed as ipaddr.IPv4);
  const v6 = parsed as ipaddr.IPv6;
  const carried = carriedIpv4(v6);
  if (carried === 'undecodable') return true;
  if (carried) return !carried.every(isGlobalIpv4);
  return !(v6.match(GLOBAL_UNICAST_V6) && v6.range() === 'unicast');
}

const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3') as [ipaddr.IPv6, number];
const NAT64_WELL_KNOWN = ipaddr.parseCIDR('64:ff9b::/96') as [ipaddr.IPv6, number];

const isGlobalIpv4 = (v4: ipaddr.IPv4): boolean => v4.range() === 'unicast';

const ipv4Of = (hi: number, lo: number): ipaddr.IPv4 => new ipaddr.IPv4([hi >> 8, hi & 0xff, lo >> 8, lo & 0xff]);

/** The IPv4 addresses an IPv6 address carries, 'undecodable' when it carries one at an unknown place, else null. */
function carriedIpv4(v6: ipaddr.IPv6): ipaddr.IPv4[] | 'undecodable' | null {
  const p = v6.parts;
  // IPv4-compatible ::a.b.c.d (deprecated, but a stack may still route it to the IPv4 host); :: and ::1 carry 0.0.0.0 and 0.0.0.1, refused as 0/8.
  if (p.slice(0, 6).every((part) => part === 0)) return [ipv4Of(p[6], p[7])];
  switch (v6.range()) {
    case 'ipv4Mapped': // ::ffff:a.b.c.d
    case 'rfc6145': // ::ffff:0:a.b.c.d
      return [ipv4Of(p[6], p[7])];
    case 'rfc6052': // 64:ff9b::a.b.c.d, or the local-use 64:ff9b:1::/48
      return v6.match(NAT64_WELL_KNOWN) ? [ipv4Of(p[6], p[7])] : 'undecodable';
    case '6to4': // 2002:AABB:CCDD::/48
      return [ipv4Of(p[1], p[2])];
    case 'teredo': // 2001:0:<server>:<flags>:<port>:<client, inverted>
      return [ipv4Of(p[2], p[3]), ipv4Of(~p[6] & 0xffff, ~p[7] & 0xffff)];
    default:
      return null;
  }
}
