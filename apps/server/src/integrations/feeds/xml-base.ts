import { absoluteHttpUrl } from './item-fields';

/**
 * Atom's `xml:base` (RFC 4287 §2, XML Base): relative URLs in an entry resolve against the entry's base, which
 * resolves against the feed's, which resolves against the document's URL. The parser drops the attribute, so the
 * feed and entry start tags are read here, in document order (the parser keeps entries in that order too).
 */
export interface AtomXmlBases {
  feed?: string;
  /** One per `<entry>`, in document order; undefined where the entry has none. */
  entries: (string | undefined)[];
}

/** Comments and CDATA sections may hold anything that looks like a tag: they are not part of the structure. */
const hidden = /<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>/g;
const startTag = /<(?:[A-Za-z_][\w.-]*:)?(feed|entry)(\s[^>]*)?>/g;
const xmlBaseAttribute = /\sxml:base\s*=\s*(?:"([^"]*)"|'([^']*)')/;

const predefined: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** A character reference outside Unicode (`&#x110000;`) stays as written rather than failing the whole feed. */
function codePoint(entity: string, value: number): string {
  return Number.isInteger(value) && value >= 0 && value <= 0x10ffff ? String.fromCodePoint(value) : entity;
}

function decodeAttribute(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (entity, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return codePoint(entity, Number.parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return codePoint(entity, Number(name.slice(1)));
    return predefined[name.toLowerCase()] ?? entity;
  });
}

export function atomXmlBases(text: string): AtomXmlBases {
  const bases: AtomXmlBases = { entries: [] };
  const structure = text.replace(hidden, '');
  // matchAll works on a copy of the pattern, so no scan position is shared between feeds.
  for (const match of structure.matchAll(startTag)) {
    const attribute = xmlBaseAttribute.exec(match[2] ?? '');
    const base = attribute ? decodeAttribute(attribute[1] ?? attribute[2] ?? '') : undefined;
    if (match[1] === 'entry') bases.entries.push(base);
    else if (bases.feed === undefined) bases.feed = base;
  }
  return bases;
}

/** A base resolved against the one around it; a base that is not http(s) (`javascript:`, `data:`) is ignored. */
export function resolveXmlBase(base: string | undefined, outer: string): string {
  return absoluteHttpUrl(base, outer) ?? outer;
}
