import { EMAIL_SIZE_ERROR_BYTES, EMAIL_SIZE_WARNING_BYTES, type ReadinessCheck } from '@newsletter-os/contracts';
import { statsOf } from '../stats';

/**
 * What Beehiiv's post template adds around our body, assumed (docs/decisions/0017): Beehiiv does not publish its
 * template, and its create-post API does not return the final email. Our own skeleton around the same content
 * (head, stylesheet, preheader, wrappers) weighs about 5 KB on the 30-block fixture; Beehiiv's adds a full head
 * stylesheet, a header with logo, title, subtitle, byline and share buttons, and a footer with the address,
 * unsubscribe and referral links, each link rewritten for tracking. 25 KB keeps the estimate on the safe side.
 */
export const BEEHIIV_TEMPLATE_OVERHEAD_BYTES = 25_000;

const kilobytes = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

/** The Beehiiv email's size: our body with its links rewritten for tracking, plus Beehiiv's template. */
export function beehiivEmailBytes(beehiivHtml: string): number {
  return statsOf(beehiivHtml).estimatedBytesAfterLinkRewriting + BEEHIIV_TEMPLATE_OVERHEAD_BYTES;
}

/**
 * Gmail clips the Beehiiv email above 102 KB. A warning, not an error: the same newsletter may be sent from here
 * (where the email's own size check applies), and the template's weight is an estimate.
 */
export function beehiivSizeChecks(beehiivHtml: string): ReadinessCheck[] {
  const estimated = beehiivEmailBytes(beehiivHtml);
  if (estimated < EMAIL_SIZE_WARNING_BYTES) return [];
  const over = estimated >= EMAIL_SIZE_ERROR_BYTES;
  return [
    {
      id: 'beehiiv-size',
      severity: 'warning',
      message:
        `Sent through Beehiiv, the email is about ${kilobytes(estimated)} with Beehiiv's own header and footer ` +
        `(the body is ${kilobytes(Buffer.byteLength(beehiivHtml, 'utf8'))}). ` +
        (over ? 'Gmail clips it above 102 KB: shorten it.' : 'Gmail clips messages above 102 KB.'),
      blockIds: [],
    },
  ];
}
