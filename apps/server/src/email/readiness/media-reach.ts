import { isIP } from 'node:net';
import type { ReadinessCheck } from '@newsletter-os/contracts';
import { refusalReason } from '../../integrations/safe-http/address-policy';

/**
 * Whether readers can load the email's images at all. An image on a private or local address (localhost, a LAN IP,
 * a single-label or .local name) loads for nobody outside the sender's network: it is a different fault from a
 * plain-http public image (which loads, insecurely), with a different fix — the server's public address or S3.
 */

export interface MediaReachOptions {
  /** NODE_ENV=production: a real send, so unreachable images are an error. Elsewhere (a local install) a warning. */
  production: boolean;
  /** `npm run demo`: its own media (uploads, the fake GIF provider) is demo media and never blocks scheduling. */
  demo: boolean;
}

export const MEDIA_FIX = 'Set APP_URL to the public https address or configure S3.';
export const ITEM_LINK_FIX =
  'Give the item a public link in the content manager and refresh its block, or remove the block.';

/** Whether a URL's host can only be reached from the sender's own machine or network. */
export function isPrivateHost(raw: string): boolean {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (isIP(host)) return refusalReason(host) !== null;
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (host.endsWith('.local') || host.endsWith('.internal') || host.endsWith('.lan') || host.endsWith('.home.arpa')) {
    return true;
  }
  // A name without a dot ("intranet", "nas") resolves only on the sender's network.
  return !host.includes('.');
}

/** The image sources readers cannot reach: those served from a private or local address. */
export function privateMediaOf(imageSources: readonly string[]): string[] {
  return [...new Set(imageSources.filter((src) => /^https?:/i.test(src) && isPrivateHost(src)))];
}

function listOf(urls: readonly string[]): string {
  return urls.slice(0, 3).join(', ') + (urls.length > 3 ? ` and ${urls.length - 3} more` : '');
}

export function privateMediaChecks(imageSources: readonly string[], options: MediaReachOptions): ReadinessCheck[] {
  const unreachable = privateMediaOf(imageSources);
  if (unreachable.length === 0) return [];
  const count = unreachable.length;
  const images = count === 1 ? '1 image is' : `${count} images are`;
  if (options.demo) {
    return [
      {
        id: 'private-media',
        severity: 'warning',
        message: `Demo media: ${images} served by this demo from this computer (${listOf(unreachable)}). A real send needs them on a public address; in the demo they do not block scheduling.`,
        blockIds: [],
      },
    ];
  }
  return [
    {
      id: 'private-media',
      severity: options.production ? 'error' : 'warning',
      message: `Readers cannot load ${count === 1 ? '1 image' : `${count} images`}: served from a private or local address (${listOf(unreachable)}). ${MEDIA_FIX}`,
      blockIds: [],
    },
  ];
}

/**
 * Links readers cannot open: on a private or local address. On a local install these are the product's own links
 * ("Add to calendar", the events page) under an APP_URL such as http://localhost:3000 — the same fault and fix as
 * unreachable images, and not a plain-http link on the public web (which the insecure-links check reports).
 */
export function privateLinkChecks(
  linkTargets: readonly string[],
  options: MediaReachOptions,
  itemLinks: ReadonlyMap<string, readonly string[]> = new Map(),
): ReadinessCheck[] {
  const unreachable = privateMediaOf(linkTargets);
  if (unreachable.length === 0) return [];
  const severity = options.production && !options.demo ? 'error' : 'warning';
  // A story's, event's or ad's own link came from its item (an RSS feed, a submission): the server's address has
  // nothing to do with it, so the fix is the item's link, not APP_URL.
  const own = unreachable.filter((url) => itemLinks.has(url));
  const product = unreachable.filter((url) => !itemLinks.has(url));
  const linksOf = (count: number) => (count === 1 ? '1 link' : `${count} links`);
  const checks: ReadinessCheck[] = [];
  if (product.length > 0) {
    checks.push({
      id: 'private-media',
      severity,
      message: `Readers cannot open ${linksOf(product.length)}: on a private or local address (${listOf(product)}). ${MEDIA_FIX}`,
      blockIds: [],
    });
  }
  if (own.length > 0) {
    checks.push({
      id: 'private-media',
      severity,
      message: `Readers cannot open ${linksOf(own.length)} of the content manager's items: on a private or local address (${listOf(own)}). ${ITEM_LINK_FIX}`,
      blockIds: [...new Set(own.flatMap((url) => itemLinks.get(url) ?? []))],
    });
  }
  return checks;
}
