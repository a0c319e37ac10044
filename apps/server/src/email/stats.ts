// Figures about the rendered HTML that the readiness checks and the API report.

/**
 * How long a link becomes once the sending platform rewrites it for click tracking. Beehiiv's tracked links
 * (`https://link.mail.beehiiv.com/ss/c/u001.…/…/h…/…`) run to about 350–450 characters; the upper end keeps the
 * clipping estimate on the safe side.
 */
export const REWRITTEN_LINK_LENGTH = 450;

export interface RenderStats {
  bytes: number;
  estimatedBytesAfterLinkRewriting: number;
  links: number;
  images: number;
}

const HREF = /<a\b[^>]*?\shref="([^"]*)"/g;
const VML_HREF = /<v:roundrect\b[^>]*?\shref="([^"]*)"/g;
const IMG = /<img\b/g;

/** The http(s) link targets of the HTML (anchors and classic Outlook's button), in order. */
export function linkTargets(html: string): string[] {
  return [...html.matchAll(HREF), ...html.matchAll(VML_HREF)].map((match) => match[1] ?? '');
}

export function statsOf(html: string): RenderStats {
  const bytes = Buffer.byteLength(html, 'utf8');
  const anchors = [...html.matchAll(HREF)].length;
  const growth = linkTargets(html)
    .filter((href) => href.startsWith('http'))
    .reduce((sum, href) => sum + Math.max(0, REWRITTEN_LINK_LENGTH - href.length), 0);
  return {
    bytes,
    estimatedBytesAfterLinkRewriting: bytes + growth,
    links: anchors,
    images: [...html.matchAll(IMG)].length,
  };
}
