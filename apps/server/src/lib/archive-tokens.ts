import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/**
 * The token of an unlisted archive and its feed (docs/decisions/0054): an HMAC-SHA-256 of the archive's token id,
 * truncated to 128 bits, under a key derived from SECRETS_KEY for this purpose only. Unguessable, the same for as
 * long as the id stays (so Settings can show it again without storing it, and feed readers keep one address), and
 * revoked by giving the archive a new id. 22 characters of base64url.
 */
const MAC_BYTES = 16;

function keyOf(secretsKey: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secretsKey, 'newsletter-os', 'archive:token', 32));
}

export function archiveToken(secretsKey: string, tokenId: string): string {
  return createHmac('sha256', keyOf(secretsKey)).update(tokenId).digest().subarray(0, MAC_BYTES).toString('base64url');
}

/** Compares in constant time, so the answer's timing says nothing about how much of a guess was right. */
export function archiveTokenMatches(secretsKey: string, tokenId: string, given: string | undefined): boolean {
  if (!given) return false;
  const expected = Buffer.from(archiveToken(secretsKey, tokenId));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
