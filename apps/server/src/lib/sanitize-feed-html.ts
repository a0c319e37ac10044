import { Parser } from 'htmlparser2';
import sanitize from 'sanitize-html';
import { assertShallowMarkup } from './markup-depth';
import {
  allowedAttributes,
  allowedSchemes,
  allowedSchemesAppliedToAttributes,
  allowedSchemesByTag,
  allowedTags,
  linkRel,
  resolveUrl,
  textAlign,
  videoHosts,
} from './sanitize';

/**
 * The allow-list of lib/sanitize (sanitizeHtml), applied to feed content in one pass over htmlparser2's events
 * instead of through sanitize-html: feed imports sanitise thousands of items, and sanitize-html's own per-call setup
 * and per-attribute work cost about three quarters of the time (docs/decisions/0039). The same parser, with the same
 * options, produces the same events; every rule below mirrors sanitize-html's with the options sanitizeHtml passes,
 * and a differential test (test/ingestion/sanitize-feed-html.test.ts) compares the two over fixtures, generated tag
 * soups and the classic XSS vectors.
 *
 * What makes it safe does not depend on that equivalence: only listed tags and, per tag, listed attributes are
 * written; every text and attribute value is escaped on output; href/src schemes are checked after the parser has
 * decoded entities and after control characters, whitespace and comments are removed; the content of script, style,
 * textarea, option and xmp is dropped with the element.
 */

const tagAllowed = new Set(allowedTags);
/** Elements whose content goes with them when they are refused (sanitize-html's nonTextTags). */
const nonTextTags = new Set(['script', 'style', 'textarea', 'option', 'xmp']);
const selfClosing = new Set(sanitize.defaults.selfClosing);
/** Attributes that mean nothing empty: an empty one is dropped (sanitize-html's list). */
const nonBooleanAttributes = new Set(sanitize.defaults.nonBooleanAttributes);
/** The one attribute written even when empty (sanitize-html's allowedEmptyAttributes default). */
const emptyAllowed = new Set(['alt']);
const schemeAttributes = new Set(allowedSchemesAppliedToAttributes);
/** A name an attribute can have without ending itself or the tag in the output. */
const validAttributeName = /^[^\0\t\n\f\r /<=>]+$/;

/** Per allowed tag: each allowed attribute, with the values it may take (null: any value). */
const attributeRules = new Map<string, Map<string, readonly string[] | null>>(
  Object.entries(allowedAttributes).map(([tag, list]) => [
    tag,
    new Map(list.map((rule) => (typeof rule === 'string' ? [rule, null] : [rule.name, rule.values]))),
  ]),
);

/** True when a URL's scheme is not allowed for the tag (launder's naughtyHref, as sanitize-html calls it). */
function naughtyHref(tag: string, href: string): boolean {
  const schemes = Object.hasOwn(allowedSchemesByTag, tag) ? (allowedSchemesByTag[tag] ?? []) : allowedSchemes;
  // Browsers ignore control characters and spaces in many places of a URL, and comments inside it.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping them is the point
  let clean = href.replace(/[\x00-\x20]+/g, '');
  for (;;) {
    const open = clean.indexOf('<!--');
    if (open === -1) break;
    const close = clean.indexOf('-->', open + 4);
    if (close === -1) break;
    clean = clean.slice(0, open) + clean.slice(close + 3);
  }
  const scheme = /^([a-zA-Z][a-zA-Z0-9.\-+]*):/.exec(clean)?.[1];
  // No scheme: relative, unless protocol-relative (`//host`), which is refused.
  if (scheme === undefined) return /^[/\\]{2}/.test(clean);
  return !schemes.includes(scheme.toLowerCase());
}

const relativeBase = `relative://relative-site${Array.from({ length: 100 }, (_, i) => `/${i}`).join('')}`;

/** An iframe source that is an absolute URL on one of the video hosts (sanitize-html's allowedIframeHostnames). */
function isVideoEmbed(src: string): boolean {
  const value = src.replace(/^(\w+:)?\s*[\\/]\s*[\\/]/, '$1//');
  if (value.startsWith('relative:')) return false;
  try {
    const url = new URL(value, relativeBase);
    if (url.hostname === 'relative-site' && url.protocol === 'relative:') return false;
    return videoHosts.includes(url.hostname);
  } catch {
    return false;
  }
}

/** Style text plain enough to split on `;` and `:` exactly as the CSS parser does (no quotes, comments, `!`…). */
const plainStyle = /^[A-Za-z0-9 \t\n\r\f:;\-#%.,_]*$/;
const plainProperty = /^-?-?[A-Za-z_][A-Za-z0-9_-]*$/;
const alignment = textAlign['text-align'][0] as RegExp;

/** The style attribute's kept declarations (only text-align with a plain alignment), '' when none. */
function keptStyle(tag: string, style: string): string {
  if (!plainStyle.test(style)) return styleByReference(tag, style);
  const kept: string[] = [];
  for (const declaration of style.split(';')) {
    if (!declaration.trim()) continue;
    const colon = declaration.indexOf(':');
    const property = declaration.slice(0, colon).trim();
    if (colon === -1 || !plainProperty.test(property)) return styleByReference(tag, style);
    const value = declaration.slice(colon + 1).trim();
    if (property === 'text-align' && alignment.test(value)) kept.push(`${property}:${value}`);
  }
  return kept.join(';');
}

const unescapes: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' };

/**
 * Styles with quotes, comments, `!important` and the like go through sanitize-html's own CSS handling (postcss),
 * alone: rare in feeds, and the one place where re-implementing the parser would risk a difference.
 */
function styleByReference(tag: string, style: string): string {
  const out = sanitize(`<${tag} style="${escapeAttribute(style)}"></${tag}>`, {
    allowedTags: [tag],
    allowedAttributes: { [tag]: ['style'] },
    allowedStyles: { '*': textAlign },
  });
  const value = /^<[a-z0-9]+ style="([^"]*)"/.exec(out)?.[1];
  return value ? value.replace(/&(amp|lt|gt|quot);/g, (entity) => unescapes[entity] ?? entity) : '';
}

const textEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

function escapeText(text: string): string {
  return /[&<>]/.test(text) ? text.replace(/[&<>]/g, (char) => textEscapes[char] ?? char) : text;
}

function escapeAttribute(value: string): string {
  return /[&<>"]/.test(value) ? value.replace(/[&<>"]/g, (char) => textEscapes[char] ?? char) : value;
}

interface Frame {
  tag: string;
  /** Where the element's output starts, to take it back (an image or embed without a usable source). */
  position: number;
  /** Whether a src attribute was written (only looked at for img and iframe). */
  hasSource: boolean;
}

/** The sanitiser's state over one document; htmlparser2 calls it back for each tag and text. */
class FeedHtmlWriter {
  result = '';
  private baseUrl: string | undefined;
  private depth = 0;
  private stack: Frame[] = [];
  /** Depths of refused elements still open: their close tag is not written. */
  private readonly refusedDepths = new Set<number>();
  /** Inside a refused non-text element (script, style…): everything is dropped until it closes. */
  private skipText = false;
  private skipTextDepth = 0;

  start(baseUrl: string | undefined): void {
    this.result = '';
    this.baseUrl = baseUrl;
    this.depth = 0;
    this.stack = [];
    this.refusedDepths.clear();
    this.skipText = false;
    this.skipTextDepth = 0;
  }

  onopentag(name: string, parsed: Record<string, string>): void {
    if (this.skipText) {
      this.skipTextDepth++;
      return;
    }
    const frame: Frame = { tag: name, position: this.result.length, hasSource: false };
    this.stack.push(frame);
    if (!tagAllowed.has(name)) {
      this.refusedDepths.add(this.depth);
      if (nonTextTags.has(name)) {
        this.skipText = true;
        this.skipTextDepth = 1;
      }
      this.depth++;
      return;
    }
    this.depth++;
    const attribs = this.transformed(name, parsed);
    let tag = `<${name}`;
    const rules = attributeRules.get(name);
    if (rules) {
      for (const attribute of Object.keys(attribs)) {
        const value = this.keptValue(name, attribute, attribs[attribute] ?? '', rules);
        if (value === undefined) continue;
        if (attribute === 'src') frame.hasSource = true;
        tag += ` ${attribute}`;
        if (value) tag += `="${escapeAttribute(value)}"`;
        else if (emptyAllowed.has(attribute)) tag += '=""';
      }
    }
    this.result += selfClosing.has(name) ? `${tag} />` : `${tag}>`;
  }

  ontext(text: string): void {
    if (!this.skipText) this.result += escapeText(text);
  }

  onclosetag(name: string): void {
    if (this.skipText) {
      this.skipTextDepth--;
      if (this.skipTextDepth > 0) return;
      this.skipText = false;
    }
    const frame = this.stack.pop();
    if (!frame) return;
    if (frame.tag !== name) {
      this.stack.push(frame);
      return;
    }
    this.skipText = false;
    this.depth--;
    if (this.refusedDepths.delete(this.depth)) return;
    // An image or embed whose source was refused is useless markup: it goes, with anything inside it.
    if ((name === 'img' || name === 'iframe') && !frame.hasSource) {
      this.result = this.result.slice(0, frame.position);
      return;
    }
    if (!selfClosing.has(name)) this.result += `</${name}>`;
  }

  /** Links resolved against the base and opening in a new tab; image sources resolved (sanitizeHtml's transforms). */
  private transformed(name: string, attribs: Record<string, string>): Record<string, string> {
    if (name === 'a') {
      const href = resolveUrl(attribs.href, this.baseUrl);
      const next: Record<string, string> = { ...attribs, rel: linkRel, target: '_blank' };
      if (href === undefined) delete next.href;
      else next.href = href;
      return next;
    }
    if (name === 'img' && attribs.src !== undefined) {
      const src = resolveUrl(attribs.src, this.baseUrl);
      return src === undefined ? attribs : { ...attribs, src };
    }
    return attribs;
  }

  /** The value to write for an attribute, or undefined when the attribute is dropped. */
  private keptValue(
    tag: string,
    attribute: string,
    raw: string,
    rules: Map<string, readonly string[] | null>,
  ): string | undefined {
    if (!validAttributeName.test(attribute)) return undefined;
    if (raw === '' && !emptyAllowed.has(attribute) && nonBooleanAttributes.has(attribute)) return undefined;
    const values = rules.get(attribute);
    if (values === undefined) return undefined;
    // A value outside the listed ones keeps the attribute, emptied (as sanitize-html does).
    let value = values === null || values.includes(raw) ? raw : '';
    if (schemeAttributes.has(attribute) && naughtyHref(tag, value)) return undefined;
    if (tag === 'iframe' && attribute === 'src' && !isVideoEmbed(value)) return undefined;
    if (attribute === 'style') {
      value = keptStyle(tag, value);
      if (!value) return undefined;
    }
    return value;
  }
}

const writer = new FeedHtmlWriter();
const callbacks = {
  onopentag: (name: string, attribs: Record<string, string>) => writer.onopentag(name, attribs),
  ontext: (text: string) => writer.ontext(text),
  onclosetag: (name: string) => writer.onclosetag(name),
};

/**
 * Feed content cleaned down to sanitizeHtml's allow-list, with the same output. Relative links and image sources
 * resolve against `baseUrl`. Throws MarkupTooDeepError, before parsing, for markup nested deeper than
 * MAX_MARKUP_DEPTH. Synchronous and not reentrant (one writer per thread; nothing it calls sanitises feed HTML).
 */
export function sanitizeFeedHtml(html: string, baseUrl?: string): string {
  if (!html) return '';
  assertShallowMarkup(html);
  writer.start(baseUrl);
  try {
    // A fresh parser each time: htmlparser2's reset() leaves the tokenizer inside a raw-text element (an unclosed
    // <script> or <title>) when the previous document ended there.
    new Parser(callbacks, { decodeEntities: true }).end(html);
    return writer.result.trim();
  } finally {
    writer.start(undefined);
  }
}
