/**
 * A linear pre-scan of markup nesting, run before the real parser: sanitize-html's cost grows faster than linearly
 * with nesting depth (half a megabyte of nested `<b>` took most of a minute), while no honest document needs more
 * than a few dozen levels.
 */

/** The deepest nesting any stored markup may have. */
export const MAX_MARKUP_DEPTH = 100;

/** Elements that never have children in HTML. */
const voidElements = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
]);

/**
 * HTML elements a parser closes by itself when a sibling opens (`<li>a<li>b` is two items, not two levels).
 * The value lists the open elements the new one implicitly closes.
 */
const closesSibling: Record<string, readonly string[]> = {
  p: ['p'],
  li: ['li'],
  dt: ['dt', 'dd'],
  dd: ['dt', 'dd'],
  tr: ['tr', 'td', 'th'],
  td: ['td', 'th'],
  th: ['td', 'th'],
  option: ['option'],
};

interface Tag {
  name: string;
  closing: boolean;
  selfClosing: boolean;
  /** Where scanning resumes. */
  end: number;
}

const isLetter = (code: number) => (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
const isSpace = (char: string | undefined) =>
  char === ' ' || char === '\n' || char === '\t' || char === '\r' || char === '\f';

/**
 * Reads the tag starting at `start` (a `<`), the way an HTML tokenizer does: the name runs to whitespace, `/` or
 * `>`; quotes only delimit a value right after `=`. Null when the input ends inside the tag.
 */
function readTag(markup: string, start: number): Tag | null {
  let at = start + 1;
  const closing = markup[at] === '/';
  if (closing) at++;
  const nameStart = at;
  while (at < markup.length && !isSpace(markup[at]) && markup[at] !== '/' && markup[at] !== '>') at++;
  const name = markup.slice(nameStart, at);
  let afterEquals = false;
  while (at < markup.length) {
    const char = markup[at];
    if (char === '>') {
      return { name, closing, selfClosing: markup[at - 1] === '/', end: at + 1 };
    }
    if (afterEquals && (char === '"' || char === "'")) {
      const close = markup.indexOf(char, at + 1);
      if (close === -1) return null;
      at = close + 1;
      afterEquals = false;
      continue;
    }
    if (char === '=') afterEquals = true;
    else if (!isSpace(char)) afterEquals = false;
    at++;
  }
  return null;
}

/**
 * True when the markup nests deeper than `limit`. One pass, never revisiting a character, with a stack never taller
 * than `limit + 1`: linear in the input whatever it holds. It errs towards counting too deep (it does not know
 * every tree rule of HTML, nor raw-text elements), never too shallow: in HTML a non-void `<b/>` opens an element,
 * as it does for the parser. `xml` reads the markup as XML (SVG): `/>` closes, nothing is void or closed implicitly.
 */
export function nestsDeeperThan(markup: string, limit: number, opts: { xml?: boolean } = {}): boolean {
  const xml = opts.xml ?? false;
  const open: string[] = [];
  let at = markup.indexOf('<');
  while (at !== -1) {
    if (markup.startsWith('<!--', at)) {
      const end = markup.indexOf('-->', at + 4);
      if (end === -1) return false;
      at = markup.indexOf('<', end + 3);
      continue;
    }
    const next = markup.charCodeAt(at + 1);
    const startsTag = isLetter(next) || (next === 47 /* / */ && isLetter(markup.charCodeAt(at + 2)));
    if (!startsTag) {
      at = markup.indexOf('<', at + 1);
      continue;
    }
    const tag = readTag(markup, at);
    if (!tag) return false;
    at = markup.indexOf('<', tag.end);
    const name = xml ? tag.name : tag.name.toLowerCase();
    if (tag.closing) {
      const index = open.lastIndexOf(name);
      if (index !== -1) open.length = index;
      continue;
    }
    if (xml ? tag.selfClosing : voidElements.has(name)) continue;
    const siblings = xml ? undefined : closesSibling[name];
    if (siblings?.includes(open[open.length - 1] ?? '')) open.pop();
    open.push(name);
    if (open.length > limit) return true;
  }
  return false;
}

/** Markup refused before parsing because it nests deeper than MAX_MARKUP_DEPTH. */
export class MarkupTooDeepError extends Error {
  override readonly name = 'MarkupTooDeepError';
  constructor() {
    super(`the markup is nested more than ${MAX_MARKUP_DEPTH} levels deep`);
  }
}

/** Throws MarkupTooDeepError when the markup nests deeper than MAX_MARKUP_DEPTH. */
export function assertShallowMarkup(markup: string, opts: { xml?: boolean } = {}): void {
  if (nestsDeeperThan(markup, MAX_MARKUP_DEPTH, opts)) throw new MarkupTooDeepError();
}
