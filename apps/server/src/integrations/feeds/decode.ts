/**
 * Bytes → text in the encoding the feed declares. Order of authority (as XML over HTTP specifies): a byte-order
 * mark, then the Content-Type charset, then the XML prolog's encoding, then UTF-8.
 */

function labelSupported(label: string): boolean {
  try {
    new TextDecoder(label);
    return true;
  } catch {
    return false;
  }
}

function charsetFromContentType(contentType: string | undefined): string | undefined {
  const match = contentType ? /charset\s*=\s*"?([\w.:-]+)"?/i.exec(contentType) : null;
  return match?.[1]?.toLowerCase();
}

/** The prolog is ASCII in every encoding a feed can use, so reading the first bytes as latin1 finds it. */
function encodingFromProlog(body: Buffer): string | undefined {
  const head = body.subarray(0, 200).toString('latin1');
  const match = /^\s*<\?xml[^>]*?\sencoding\s*=\s*["']([\w.:-]+)["']/i.exec(head);
  return match?.[1]?.toLowerCase();
}

function encodingFromBom(body: Buffer): string | undefined {
  if (body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf) return 'utf-8';
  if (body[0] === 0xff && body[1] === 0xfe) return 'utf-16le';
  if (body[0] === 0xfe && body[1] === 0xff) return 'utf-16be';
  return undefined;
}

export function detectEncoding(body: Buffer, contentType?: string): string {
  const candidates = [encodingFromBom(body), charsetFromContentType(contentType), encodingFromProlog(body)];
  for (const label of candidates) {
    if (label && labelSupported(label)) return label;
  }
  return 'utf-8';
}

/**
 * Windows-1252's 0x80–0x9F (curly quotes, dashes, €…). Node's TextDecoder maps 'windows-1252' (and the labels
 * that alias to it, ISO-8859-1 included, as the Encoding Standard asks) to plain Latin-1 for those bytes, which
 * would turn “quotes” into control characters; this table restores them. Unassigned bytes stay as they are.
 */
const windows1252High = [
  0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152, 0x8d, 0x17d, 0x8f,
  0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122, 0x161, 0x203a, 0x153, 0x9d, 0x17e, 0x178,
];

function decodeWindows1252(body: Buffer): string {
  const text = body.toString('latin1');
  return text.replace(/[\u0080-\u009f]/g, (c) =>
    String.fromCharCode(windows1252High[c.charCodeAt(0) - 0x80] ?? 0xfffd),
  );
}

/** Decoded text with any BOM removed; invalid sequences become U+FFFD rather than failing the whole feed. */
export function decodeFeedBody(body: Buffer, contentType?: string): string {
  const decoder = new TextDecoder(detectEncoding(body, contentType), { fatal: false, ignoreBOM: false });
  if (decoder.encoding === 'windows-1252') return decodeWindows1252(body);
  return decoder.decode(body);
}
