/**
 * A small MIME reader for the mails the product sends (nodemailer: a text part and an HTML part, 7bit,
 * quoted-printable or base64, possibly nested multiparts). Enough to read a code from a captured message
 * without pulling a full mail parser into the test tooling.
 */

export interface ParsedMail {
  subject: string;
  from: string;
  to: string[];
  text: string;
  html: string;
}

interface Part {
  headers: Map<string, string>;
  body: string;
}

function splitHeaderBlock(raw: string): Part {
  const normalized = raw.replace(/\r\n/g, '\n');
  const end = normalized.indexOf('\n\n');
  const head = end === -1 ? normalized : normalized.slice(0, end);
  const body = end === -1 ? '' : normalized.slice(end + 2);
  const headers = new Map<string, string>();
  // Folded header lines start with whitespace and continue the previous header.
  const unfolded = head.replace(/\n[ \t]+/g, ' ');
  for (const line of unfolded.split('\n')) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, line.slice(colon + 1).trim());
  }
  return { headers, body };
}

/** A header parameter such as `boundary` or `charset` from `type/subtype; name="value"`. */
function headerParam(value: string | undefined, param: string): string | undefined {
  if (!value) return undefined;
  const match = new RegExp(`;\\s*${param}\\s*=\\s*(?:"([^"]*)"|([^;\\s]*))`, 'i').exec(value);
  return match ? (match[1] ?? match[2]) : undefined;
}

function decodeQuotedPrintable(input: string): Buffer {
  const softBreaksRemoved = input.replace(/=\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < softBreaksRemoved.length; i++) {
    const ch = softBreaksRemoved[i] as string;
    const hex = softBreaksRemoved.slice(i + 1, i + 3);
    if (ch === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(ch, 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const charset = (headerParam(part.headers.get('content-type'), 'charset') ?? 'utf-8').toLowerCase();
  const bytes =
    encoding === 'base64'
      ? Buffer.from(part.body.replace(/\s+/g, ''), 'base64')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(part.body)
        : Buffer.from(part.body, 'utf8');
  return new TextDecoder(charset === 'us-ascii' ? 'utf-8' : charset).decode(bytes);
}

/** RFC 2047 encoded words (`=?utf-8?Q?...?=`, `=?utf-8?B?...?=`) in headers such as Subject. */
export function decodeHeaderWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_all, charset: string, kind: string, text: string) => {
      const bytes =
        kind.toUpperCase() === 'B'
          ? Buffer.from(text, 'base64')
          : decodeQuotedPrintable(text.replace(/_/g, ' ').replace(/=\n/g, ''));
      return new TextDecoder(charset.toLowerCase()).decode(bytes);
    });
}

/** Every leaf part of a (possibly nested) multipart body. */
function leafParts(part: Part): Part[] {
  const contentType = part.headers.get('content-type') ?? 'text/plain';
  if (!/^multipart\//i.test(contentType)) return [part];
  const boundary = headerParam(contentType, 'boundary');
  if (!boundary) return [part];
  const delimiter = `--${boundary}`;
  const sections = part.body.split(delimiter).slice(1);
  const parts: Part[] = [];
  for (const section of sections) {
    if (section.startsWith('--')) break;
    // The delimiter line ends with a line break; the part's own trailing line break belongs to the delimiter.
    const content = section.replace(/^[ \t]*\n/, '').replace(/\n$/, '');
    parts.push(...leafParts(splitHeaderBlock(content)));
  }
  return parts;
}

function addresses(value: string | undefined): string[] {
  if (!value) return [];
  return [...decodeHeaderWords(value).matchAll(/[^\s<>,"]+@[^\s<>,"]+/g)].map((m) => m[0].toLowerCase());
}

export function parseMail(raw: string): ParsedMail {
  const message = splitHeaderBlock(raw);
  let text = '';
  let html = '';
  for (const part of leafParts(message)) {
    const type = (part.headers.get('content-type') ?? 'text/plain').toLowerCase();
    if (/attachment/i.test(part.headers.get('content-disposition') ?? '')) continue;
    if (type.startsWith('text/html') && !html) html = decodeBody(part);
    else if (type.startsWith('text/plain') && !text) text = decodeBody(part);
  }
  return {
    subject: decodeHeaderWords(message.headers.get('subject') ?? ''),
    from: decodeHeaderWords(message.headers.get('from') ?? ''),
    to: addresses(message.headers.get('to')),
    text,
    html,
  };
}
