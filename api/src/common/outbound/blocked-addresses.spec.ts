import { isBlockedAddress } from './blocked-addresses';

describe('blocked outbound addresses', () => {
  it('refuses loopback, private, link-local, metadata and mapped forms of them', () => {
    for (const a of ['127.0.0.1', '127.8.9.10', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0',
      '224.0.0.1', '255.255.255.255', '::1', '::', 'fe80::1', 'fd00::1', 'fc12::3', 'ff02::1', '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:a9fe:a9fe',
      '64:ff9b::10.0.0.1', 'not-an-address']) {
      expect([a, isBlockedAddress(a)]).toEqual([a, true]);
    }
  });

  it('admits public addresses', () => {
    for (const a of ['93.184.215.14', '8.8.8.8', '172.32.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8']) expect([a, isBlockedAddress(a)]).toEqual([a, false]);
  });
});
