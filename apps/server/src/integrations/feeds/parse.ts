import { DetectError, MalformedError, parseFeed } from 'feedsmith';
import { decodeFeedBody } from './decode';
import { finishFeed, readFeed } from './normalize';
import { FeedParseError, type ParsedFeed, type ReadFeed } from './types';
import { atomXmlBases } from './xml-base';

/**
 * Text of a feed → normalized items. The parser (feedsmith, chosen in docs/decisions/0003-feed-parser.md) never
 * expands entities beyond the predefined and HTML ones, but a document that declares its own entities is refused
 * outright: nothing legitimate needs them, and it is how XML bombs (billion laughs, external entities) start.
 */

const entityDeclaration = /<!ENTITY/i;

/** Skips the prolog, comments, processing instructions and the doctype to find the root element's name. */
function rootElementName(text: string): string | null {
  const pattern = /<(\?[\s\S]*?\?>|!--[\s\S]*?-->|!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>|([A-Za-z_][\w.:-]*))/g;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    if (match[3]) return match[3];
  }
  return null;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A document cut off mid-transfer often still parses (the parser closes open elements at the end), silently
 * losing items; require the root element's closing tag (or a self-closed root) at the end instead.
 */
function assertComplete(text: string): void {
  const root = rootElementName(text);
  if (!root) throw new FeedParseError('The response is not a feed: no XML document was found');
  const name = escapeRegExp(root);
  const tail = '(\\s*(<!--[\\s\\S]*?-->|<\\?[\\s\\S]*?\\?>))*\\s*$';
  const closed = new RegExp(`</${name}\\s*>${tail}`).test(text.slice(-4096));
  const selfClosed = new RegExp(`<${name}\\b[^>]*/>${tail}`).test(text.slice(-4096));
  if (!closed && !selfClosed) {
    throw new FeedParseError(`The feed is incomplete: the document ends before its closing </${root}> tag`);
  }
}

function looksLikeJson(text: string): boolean {
  return /^\s*[[{]/.test(text);
}

/** Reads already-decoded feed text into entries not yet sanitised (see finishFeed). `feedUrl` resolves relative links. */
export function readFeedText(text: string, feedUrl: string): ReadFeed {
  if (!text.trim()) throw new FeedParseError('The feed is empty');
  const json = looksLikeJson(text);
  if (!json) {
    if (entityDeclaration.test(text)) {
      throw new FeedParseError('The feed declares its own XML entities, which are refused (a possible XML bomb)');
    }
    assertComplete(text);
  }
  try {
    const parsed = parseFeed(text);
    return readFeed(parsed, feedUrl, parsed.format === 'atom' ? atomXmlBases(text) : undefined);
  } catch (err) {
    if (err instanceof FeedParseError) throw err;
    if (err instanceof DetectError) {
      throw new FeedParseError(
        json
          ? 'The response is JSON but not a JSON Feed'
          : 'The response is not an RSS, Atom, RDF or JSON feed (no feed elements were found)',
      );
    }
    if (err instanceof MalformedError) {
      const cause = err.cause instanceof Error ? `: ${err.cause.message.slice(0, 200)}` : '';
      throw new FeedParseError(`The feed is not well-formed XML${cause}`);
    }
    throw new FeedParseError('The feed could not be read');
  }
}

/** A read feed's entries finished here; an unexpected failure while finishing is a feed that cannot be read. */
export function finishReadFeed(feed: ReadFeed, now = new Date()): ParsedFeed {
  try {
    return finishFeed(feed, now);
  } catch (err) {
    if (err instanceof FeedParseError) throw err;
    throw new FeedParseError('The feed could not be read');
  }
}

/** Parses already-decoded feed text into finished items, on the calling thread. */
export function parseFeedText(text: string, feedUrl: string, now = new Date()): ParsedFeed {
  return finishReadFeed(readFeedText(text, feedUrl), now);
}

/** Reads raw response bytes in the encoding they declare (Content-Type charset or XML prolog). */
export function readFeedBody(body: Buffer, contentType: string | undefined, feedUrl: string): ReadFeed {
  return readFeedText(decodeFeedBody(body, contentType), feedUrl);
}

/** Parses raw response bytes into finished items, on the calling thread. */
export function parseFeedBody(body: Buffer, contentType: string | undefined, feedUrl: string): ParsedFeed {
  return parseFeedText(decodeFeedBody(body, contentType), feedUrl);
}
