import { isBlockedAddress } from './blocked-addresses';

const judged = (addresses: string[]) => addresses.map((a) => [a, isBlockedAddress(a)]);
const all = (addresses: string[], blocked: boolean) => addresses.map((a) => [a, blocked]);

describe('outbound addresses: global unicast only', () => {
  it('refuses every special-purpose IPv4 range', () => {
    const refused = [
      '0.0.0.0',
      '0.1.2.3', // this network
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1', // private
      '100.64.0.1',
      '100.127.255.254', // carrier-grade NAT
      '127.0.0.1',
      '127.8.9.10', // loopback
      '169.254.169.254',
      '169.254.0.1', // link-local, cloud metadata
      '192.0.0.8',
      '192.0.0.170', // IETF protocol assignments
      '192.0.2.1',
      '198.51.100.7',
      '203.0.113.9', // documentation
      '198.18.0.1',
      '198.19.255.255', // benchmarking
      '192.88.99.1', // 6to4 relay anycast (deprecated)
      '224.0.0.1',
      '239.255.255.250', // multicast
      '240.0.0.1',
      '255.255.255.254',
      '255.255.255.255', // reserved, broadcast
    ];
    expect(judged(refused)).toEqual(all(refused, true));
  });

  it('refuses every non-global IPv6 range', () => {
    const refused = [
      '::',
      '::1', // unspecified, loopback
      'fe80::1',
      'febf::1', // link-local
      'fc00::1',
      'fd12:3456::1', // unique local
      'fec0::1', // site-local (deprecated)
      'ff02::1',
      'ff0e::1', // multicast
      '100::1', // discard-only
      '100:0:0:1::1', // dummy prefix: outside 2000::/3
      '2001:db8::1',
      '3fff::1', // documentation
      '2001:2::1', // benchmarking
      '2001:10::1',
      '2001:20::1', // ORCHID
      '5f00::1', // segment routing: outside 2000::/3
      '4000::1',
      'e000::1', // unallocated
    ];
    expect(judged(refused)).toEqual(all(refused, true));
  });

  it('judges each IPv6 form that carries an IPv4 address by that address', () => {
    const refused = [
      // IPv4-mapped ::ffff:0:0/96
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:a9fe:a9fe',
      '::ffff:10.0.0.1',
      '::ffff:100.64.0.1',
      // IPv4-compatible ::/96
      '::127.0.0.1',
      '::7f00:1',
      '::10.0.0.1',
      '::169.254.169.254',
      '::0.0.0.2',
      // IPv4-translated ::ffff:0:0:0/96
      '::ffff:0:127.0.0.1',
      '::ffff:0:7f00:1',
      '::ffff:0:192.168.0.1',
      // NAT64 well-known prefix 64:ff9b::/96
      '64:ff9b::127.0.0.1',
      '64:ff9b::10.0.0.1',
      '64:ff9b::a9fe:a9fe',
      // 6to4 2002::/16 (2002:AABB:CCDD::)
      '2002:7f00:1::',
      '2002:7f00:1::1',
      '2002:a00:1:1::1',
      '2002:a9fe:a9fe::',
      '2002:c0a8:101::5',
      // Teredo 2001::/32: a private server, or a private (inverted) client
      '2001:0:a00:1:8000:63bf:f7f7:f7f7', // server 10.0.0.1, client 8.8.8.8
      '2001:0:4136:e378:8000:63bf:80ff:fffe', // server 65.54.227.120, client 127.0.0.1
      '2001:0:4136:e378:8000:63bf:f5ff:fffe', // client 10.0.0.1
      '2001:0:4136:e378:8000:63bf:3fff:fdd2', // RFC 4380's example: client 192.0.2.45 (documentation)
    ];
    expect(judged(refused)).toEqual(all(refused, true));
    const admitted = [
      '::ffff:8.8.8.8',
      '::ffff:808:808',
      '::8.8.8.8',
      '::ffff:0:8.8.8.8',
      '64:ff9b::8.8.8.8',
      '64:ff9b::808:808',
      '2002:808:808::1',
      '2002:5db8:d70e::',
      // Teredo: server 65.54.227.120, client 8.8.8.8 (inverted f7f7:f7f7)
      '2001:0:4136:e378:8000:63bf:f7f7:f7f7',
    ];
    expect(judged(admitted)).toEqual(all(admitted, false));
  });

  it("refuses the local-use NAT64 prefix 64:ff9b:1::/48 outright: where its IPv4 part sits is the operator's choice", () => {
    const refused = ['64:ff9b:1::8.8.8.8', '64:ff9b:1:808:800::', '64:ff9b:1::7f00:1'];
    expect(judged(refused)).toEqual(all(refused, true));
  });

  it('refuses what is not an address literal', () => {
    const refused = ['not-an-address', '', '0x7f.1', '2130706433', '127.1', 'fe80::1%eth0', '2606:4700::1%1'];
    expect(judged(refused)).toEqual(all(refused, true));
  });

  it('admits global unicast addresses', () => {
    const admitted = [
      '93.184.215.14',
      '8.8.8.8',
      '1.1.1.1',
      '172.32.0.1',
      '100.128.0.1',
      '192.169.0.1',
      '2606:4700:4700::1111',
      '2a00:1450:4001:80b::200e',
      '2001:4860:4860::8888',
    ];
    expect(judged(admitted)).toEqual(all(admitted, false));
  });
});
