import { isIP } from 'node:net';

/**
 * Which network addresses an outbound fetch may reach. Everything that is not a public unicast address is refused:
 * a feed URL is user input, and without this a user could make the server read its own admin ports, the cloud
 * metadata service (169.254.169.254) or anything else on the private network.
 */

interface Range {
  /** Network address as bytes (4 for IPv4, 16 for IPv6). */
  base: number[];
  bits: number;
  label: string;
}

function v4(text: string, bits: number, label: string): Range {
  return { base: text.split('.').map(Number), bits, label };
}

function v6(text: string, bits: number, label: string): Range {
  const bytes = parseIpv6(text);
  if (!bytes) throw new Error(`bad range ${text}`);
  return { base: bytes, bits, label };
}

const refusedV4: Range[] = [
  v4('0.0.0.0', 8, 'a "this network" address'),
  v4('10.0.0.0', 8, 'a private address'),
  v4('100.64.0.0', 10, 'a carrier-grade NAT address'),
  v4('127.0.0.0', 8, 'a loopback address'),
  v4('169.254.0.0', 16, 'a link-local address'),
  v4('172.16.0.0', 12, 'a private address'),
  v4('192.0.0.0', 24, 'a reserved address'),
  v4('192.0.2.0', 24, 'a documentation address'),
  v4('192.88.99.0', 24, 'a reserved address'),
  v4('192.168.0.0', 16, 'a private address'),
  v4('198.18.0.0', 15, 'a reserved address'),
  v4('198.51.100.0', 24, 'a documentation address'),
  v4('203.0.113.0', 24, 'a documentation address'),
  v4('224.0.0.0', 4, 'a multicast address'),
  v4('255.255.255.255', 32, 'the broadcast address'),
  v4('240.0.0.0', 4, 'a reserved address'),
];

const refusedV6: Range[] = [
  v6('::', 128, 'the unspecified address'),
  v6('::1', 128, 'a loopback address'),
  v6('100::', 64, 'a discard address'),
  v6('2001:db8::', 32, 'a documentation address'),
  v6('fc00::', 7, 'a unique-local address'),
  v6('fe80::', 10, 'a link-local address'),
  v6('fec0::', 10, 'a site-local address'),
  v6('ff00::', 8, 'a multicast address'),
];

/** IPv6 prefixes that carry an IPv4 address in their last 32 bits; the embedded address is what gets reached. */
const embeddingV4: Range[] = [
  v6('::ffff:0:0', 96, 'an IPv4-mapped address'),
  v6('::', 96, 'an IPv4-compatible address'),
  v6('64:ff9b::', 96, 'a NAT64 address'),
  v6('64:ff9b:1::', 48, 'a NAT64 address'),
];

function inRange(bytes: number[], range: Range): boolean {
  if (bytes.length !== range.base.length) return false;
  let bits = range.bits;
  for (let i = 0; i < bytes.length && bits > 0; i++) {
    const mask = bits >= 8 ? 0xff : (0xff << (8 - bits)) & 0xff;
    if (((bytes[i] ?? 0) & mask) !== ((range.base[i] ?? 0) & mask)) return false;
    bits -= 8;
  }
  return true;
}

function parseIpv4(text: string): number[] | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  const bytes = parts.map((p) => (/^\d{1,3}$/.test(p) ? Number(p) : Number.NaN));
  return bytes.every((b) => Number.isInteger(b) && b >= 0 && b <= 255) ? bytes : null;
}

/** 16 bytes of an IPv6 address (zone id ignored, dotted IPv4 tail accepted), or null. */
export function parseIpv6(input: string): number[] | null {
  const text = input.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (isIP(text) !== 6) return null;
  let head = text;
  let tail: number[] = [];
  const lastColon = text.lastIndexOf(':');
  if (text.slice(lastColon + 1).includes('.')) {
    const four = parseIpv4(text.slice(lastColon + 1));
    if (!four) return null;
    tail = four;
    head = `${text.slice(0, lastColon + 1)}0:0`;
  }
  const [left = '', right] = head.split('::');
  const leftGroups = left ? left.split(':') : [];
  const rightGroups = right ? right.split(':') : [];
  const fill = right === undefined ? 0 : 8 - leftGroups.length - rightGroups.length;
  const groups = [...leftGroups, ...Array<string>(fill).fill('0'), ...rightGroups];
  if (groups.length !== 8) return null;
  const bytes = groups.flatMap((g) => {
    const n = Number.parseInt(g, 16);
    return [(n >> 8) & 0xff, n & 0xff];
  });
  if (tail.length === 4) bytes.splice(12, 4, ...tail);
  return bytes;
}

/**
 * Why an IP address may not be fetched ("a loopback address"), or null when it is public.
 * Not an IP address at all → refused too, so a caller can never skip the check by accident.
 */
export function refusalReason(address: string): string | null {
  const bare = address.replace(/^\[|\]$/g, '');
  const family = isIP(bare.replace(/%.*$/, ''));
  if (family === 4) {
    const bytes = parseIpv4(bare);
    if (!bytes) return 'not a valid address';
    return refusedV4.find((r) => inRange(bytes, r))?.label ?? null;
  }
  if (family === 6) {
    const bytes = parseIpv6(bare);
    if (!bytes) return 'not a valid address';
    for (const range of embeddingV4) {
      if (inRange(bytes, range) && !(range.bits === 96 && bytes.slice(0, 12).every((b) => b === 0) && isTiny(bytes))) {
        const inner = refusalReason(bytes.slice(12).join('.'));
        // The IPv4-compatible form (::a.b.c.d) is deprecated; nothing legitimate uses it, so it is refused outright.
        if (range.label === 'an IPv4-compatible address') return inner ?? range.label;
        return inner ? `${range.label} of ${inner}` : null;
      }
    }
    return refusedV6.find((r) => inRange(bytes, r))?.label ?? null;
  }
  return 'not a valid address';
}

/** :: and ::1 are matched by their own rules, not as IPv4-compatible addresses. */
function isTiny(bytes: number[]): boolean {
  return bytes.slice(12, 15).every((b) => b === 0) && (bytes[15] ?? 0) <= 1;
}

export function isRefusedAddress(address: string): boolean {
  return refusalReason(address) !== null;
}
