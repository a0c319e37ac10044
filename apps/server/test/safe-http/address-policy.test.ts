import { describe, expect, it } from 'vitest';
import { isRefusedAddress, parseIpv6, refusalReason } from '../../src/integrations/safe-http/address-policy';

describe('address policy: refused', () => {
  const refused: [string, string][] = [
    ['127.0.0.1', 'a loopback address'],
    ['127.255.255.254', 'a loopback address'],
    ['0.0.0.0', 'a "this network" address'],
    ['0.1.2.3', 'a "this network" address'],
    ['10.0.0.1', 'a private address'],
    ['10.255.255.255', 'a private address'],
    ['172.16.0.1', 'a private address'],
    ['172.31.255.255', 'a private address'],
    ['192.168.1.1', 'a private address'],
    ['169.254.169.254', 'a link-local address'],
    ['100.64.0.1', 'a carrier-grade NAT address'],
    ['100.127.255.255', 'a carrier-grade NAT address'],
    ['224.0.0.1', 'a multicast address'],
    ['239.255.255.250', 'a multicast address'],
    ['255.255.255.255', 'the broadcast address'],
    ['240.0.0.1', 'a reserved address'],
    ['192.0.2.10', 'a documentation address'],
    ['198.18.0.1', 'a reserved address'],
    ['::1', 'a loopback address'],
    ['::', 'the unspecified address'],
    ['fe80::1', 'a link-local address'],
    ['fe80::1%eth0', 'a link-local address'],
    ['febf::1', 'a link-local address'],
    ['fc00::1', 'a unique-local address'],
    ['fd12:3456::1', 'a unique-local address'],
    ['ff02::1', 'a multicast address'],
    ['2001:db8::1', 'a documentation address'],
    ['::ffff:127.0.0.1', 'an IPv4-mapped address of a loopback address'],
    ['::ffff:7f00:1', 'an IPv4-mapped address of a loopback address'],
    ['::ffff:10.0.0.1', 'an IPv4-mapped address of a private address'],
    ['::ffff:169.254.169.254', 'an IPv4-mapped address of a link-local address'],
    ['[::ffff:192.168.0.1]', 'an IPv4-mapped address of a private address'],
    ['64:ff9b::7f00:1', 'a NAT64 address of a loopback address'],
    ['::127.0.0.1', 'a loopback address'],
    ['::8.8.8.8', 'an IPv4-compatible address'],
    ['not-an-ip', 'not a valid address'],
    ['1.2.3', 'not a valid address'],
  ];
  for (const [address, reason] of refused) {
    it(`${address} → ${reason}`, () => {
      expect(refusalReason(address)).toBe(reason);
      expect(isRefusedAddress(address)).toBe(true);
    });
  }
});

describe('address policy: allowed public addresses', () => {
  for (const address of [
    '8.8.8.8',
    '1.1.1.1',
    '93.184.216.34',
    '172.15.255.255',
    '172.32.0.1',
    '100.63.255.255',
    '100.128.0.1',
    '169.253.0.1',
    '192.169.0.1',
    '2606:4700:4700::1111',
    '2a00:1450:4001:81b::200e',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
  ]) {
    it(`${address} is allowed`, () => {
      expect(refusalReason(address)).toBeNull();
    });
  }
});

describe('parseIpv6', () => {
  it('expands :: and a dotted IPv4 tail', () => {
    expect(parseIpv6('::ffff:1.2.3.4')).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 255, 255, 1, 2, 3, 4]);
    expect(parseIpv6('fe80::1')?.slice(0, 2)).toEqual([0xfe, 0x80]);
    expect(parseIpv6('1:2:3:4:5:6:7:8')).toEqual([0, 1, 0, 2, 0, 3, 0, 4, 0, 5, 0, 6, 0, 7, 0, 8]);
  });

  it('refuses what is not IPv6', () => {
    expect(parseIpv6('1.2.3.4')).toBeNull();
    expect(parseIpv6('gggg::1')).toBeNull();
  });
});
