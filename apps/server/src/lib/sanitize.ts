import sanitize from 'sanitize-html';
import { assertShallowMarkup, MAX_MARKUP_DEPTH, nestsDeeperThan } from './markup-depth';

/**
 * The one HTML allow-list for every piece of stored rich content (feed items, original items, submissions).
 * Anything not listed here is dropped: scripts, event handlers, styles, forms, objects, and every URL scheme other
 * than http(s) (plus mailto/tel on links). Iframes survive only as YouTube or Vimeo embeds.
 */
export const allowedTags = [
  'p',
  'br',
  'hr',
  'a',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'strike',
  'del',
  'ins',
  'sub',
  'sup',
  'small',
  'mark',
  'abbr',
  'time',
  'span',
  'div',
  'blockquote',
  'q',
  'cite',
  'code',
  'pre',
  'kbd',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'caption',
  'figure',
  'figcaption',
  'img',
  'iframe',
];

const alignments = ['left', 'center', 'right', 'justify'];
export const textAlign = { 'text-align': [/^(left|center|right|justify)$/] };

export const videoHosts = ['www.youtube.com', 'youtube.com', 'www.youtube-nocookie.com', 'player.vimeo.com'];

/** Attributes kept per tag; an object entry keeps its attribute only with one of the listed values. */
export const allowedAttributes: Record<string, (string | { name: string; values: string[] })[]> = {
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  iframe: ['src', 'width', 'height', 'title', 'allowfullscreen', 'frameborder'],
  td: ['colspan', 'rowspan', 'style'],
  th: ['colspan', 'rowspan', 'style'],
  ol: ['start', { name: 'data-align', values: alignments }],
  ul: [{ name: 'data-align', values: alignments }],
  time: ['datetime'],
  abbr: ['title'],
  p: ['style'],
  div: ['style'],
  h1: ['style'],
  h2: ['style'],
  h3: ['style'],
  h4: ['style'],
  h5: ['style'],
  h6: ['style'],
  li: ['style'],
};

export const allowedSchemes = ['http', 'https', 'mailto', 'tel'];
export const allowedSchemesByTag: Record<string, string[]> = { img: ['http', 'https'], iframe: ['https'] };
export const allowedSchemesAppliedToAttributes = ['href', 'src', 'cite'];
/** Every kept link opens in a new tab without leaking the opener or the referrer. */
export const linkRel = 'noopener noreferrer nofollow';

/** Tags after which plain text needs a separator, so "<p>a</p><p>b</p>" reads "a b", not "ab". */
const blockBoundary =
  /<(\/?)(p|div|br|hr|li|dt|dd|h[1-6]|tr|td|th|blockquote|pre|ul|ol|dl|table|section|article|header|footer|figure|figcaption)\b/gi;

export function resolveUrl(value: string | undefined, baseUrl: string | undefined): string | undefined {
  if (value === undefined || baseUrl === undefined) return value;
  try {
    return new URL(value.trim(), baseUrl).href;
  } catch {
    return value;
  }
}

function buildOptions(baseUrl: string | undefined): sanitize.IOptions {
  return {
    allowedTags,
    allowedAttributes,
    // Alignment is the only style kept; colours, positions and anything else an attacker could use to overlay the page go.
    allowedStyles: { '*': textAlign },
    allowedSchemes,
    allowedSchemesByTag,
    allowedSchemesAppliedToAttributes,
    allowProtocolRelative: false,
    allowedIframeHostnames: videoHosts,
    allowIframeRelativeUrls: false,
    disallowedTagsMode: 'discard',
    transformTags: {
      a: (tagName, attribs) => {
        const href = resolveUrl(attribs.href, baseUrl);
        const next: sanitize.Attributes = { ...attribs, rel: linkRel, target: '_blank' };
        if (href === undefined) delete next.href;
        else next.href = href;
        return { tagName, attribs: next };
      },
      img: (tagName, attribs) => {
        const src = resolveUrl(attribs.src, baseUrl);
        const next: sanitize.Attributes = { ...attribs };
        if (src === undefined) delete next.src;
        else next.src = src;
        return { tagName, attribs: next };
      },
    },
    // An image or embed whose source was refused is useless markup: drop it rather than keep an empty tag.
    exclusiveFilter: (frame) => (frame.tag === 'img' || frame.tag === 'iframe') && !frame.attribs.src,
  };
}

/**
 * Cleans untrusted HTML down to the allow-list. Relative links and image sources are resolved against `baseUrl`
 * (the feed or item URL) when given. Links open in a new tab without leaking the opener or the referrer.
 * Throws MarkupTooDeepError, before parsing, for markup nested deeper than MAX_MARKUP_DEPTH.
 * Synchronous: requests run it through the worker pool (sanitize-pool) rather than on the event loop.
 */
export function sanitizeHtml(html: string, baseUrl?: string): string {
  if (!html) return '';
  assertShallowMarkup(html);
  return sanitize(html, buildOptions(baseUrl)).trim();
}

const textOptions: sanitize.IOptions = { allowedTags: [], allowedAttributes: {}, disallowedTagsMode: 'discard' };

/** The escapes sanitize-html leaves in text output; everything else was already decoded by the parser. */
const textEscapes: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' };

/**
 * Plain text from HTML: tags and the contents of script/style dropped, entities decoded, whitespace collapsed.
 * The result is text, never markup; clients must render it as text.
 */
export function htmlToText(html: string): string {
  if (!html) return '';
  // Most titles have no markup and no entity (an `&` that starts no reference, as in "Fish & chips", decodes to
  // itself): skip the HTML parser for them.
  if (!/<|&[#A-Za-z]/.test(html)) return html.replace(/\s+/g, ' ').trim();
  // Markup too deep to parse cheaply loses its tags by pattern instead: text never needs the tree.
  if (nestsDeeperThan(html, MAX_MARKUP_DEPTH)) return stripTags(html);
  const spaced = html.replace(blockBoundary, ' <$1$2');
  return sanitize(spaced, textOptions)
    .replace(/&(amp|lt|gt|quot);/g, (entity) => textEscapes[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Plain text of HTML that `sanitizeHtml` produced. Its output is regular (every `<` of text escaped, no comments,
 * no script/style), so tags can be dropped without running the HTML parser again: several times faster on feeds.
 */
export function sanitizedHtmlToText(html: string): string {
  if (!html) return '';
  return stripTags(html);
}

/** Text by dropping everything between `<` and `>`: linear, for markup that is regular or too deep to parse. */
function stripTags(html: string): string {
  return (
    html
      .replace(blockBoundary, ' <$1$2')
      // `[^<>]`, not `[^>]`: a run of `<` without `>` would otherwise be rescanned from each one (quadratic).
      .replace(/<[^<>]*>/g, '')
      .replace(/&(amp|lt|gt|quot);/g, (entity) => textEscapes[entity] ?? entity)
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** Plain text cut to `max` characters at a word boundary when one is near, with an ellipsis. */
export function truncateText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
