import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/**
 * The tokens of the public calendar links (docs/decisions/0019): "<id>.<mac>", the id of the row it names (an
 * event's feed item, or a workspace's events-feed link) as 16 bytes in base64url, and an HMAC-SHA-256 of it,
 * truncated to 128 bits, under a key derived from SECRETS_KEY per purpose. So a URL cannot be guessed or made for
 * another row, the same row always signs to the same URL (cacheable; the email and the settings screen can show it
 * again without storing it), and an event's token never opens a feed or the other way round.
 * 45 characters: short enough for an email link. Pure: signing needs no database and no I/O.
 */

export type CalendarTokenPurpose = 'event' | 'feed';

const MAC_BYTES = 16;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function uuidBytes(id: string): Buffer {
  return Buffer.from(id.replace(/-/g, ''), 'hex');
}

function uuidOf(bytes: Buffer): string {
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export class CalendarTokens {
  private readonly keys: Record<CalendarTokenPurpose, Buffer>;

  constructor(secretsKey: string) {
    const keyFor = (purpose: CalendarTokenPurpose) =>
      Buffer.from(hkdfSync('sha256', secretsKey, 'newsletter-os', `calendar:${purpose}`, 32));
    this.keys = { event: keyFor('event'), feed: keyFor('feed') };
  }

  private mac(purpose: CalendarTokenPurpose, id: Buffer): Buffer {
    return createHmac('sha256', this.keys[purpose]).update(id).digest().subarray(0, MAC_BYTES);
  }

  sign(purpose: CalendarTokenPurpose, id: string): string {
    if (!UUID.test(id)) throw new Error('calendar tokens name rows by uuid');
    const bytes = uuidBytes(id);
    return `${bytes.toString('base64url')}.${this.mac(purpose, bytes).toString('base64url')}`;
  }

  /** The row id the token names, or null for anything malformed, forged or of the other purpose. */
  verify(purpose: CalendarTokenPurpose, token: string): string | null {
    const [idPart, macPart, ...rest] = token.split('.');
    if (!idPart || !macPart || rest.length > 0) return null;
    const id = Buffer.from(idPart, 'base64url');
    const mac = Buffer.from(macPart, 'base64url');
    // Re-encoding catches non-canonical base64url (two spellings of one token would be two cache entries).
    if (id.length !== 16 || mac.length !== MAC_BYTES || id.toString('base64url') !== idPart) return null;
    if (mac.toString('base64url') !== macPart) return null;
    return timingSafeEqual(mac, this.mac(purpose, id)) ? uuidOf(id) : null;
  }
}

const bySecret = new Map<string, CalendarTokens>();

/** One instance per SECRETS_KEY: the keys are derived once. */
export function calendarTokensFor(secretsKey: string): CalendarTokens {
  let tokens = bySecret.get(secretsKey);
  if (!tokens) {
    tokens = new CalendarTokens(secretsKey);
    bySecret.set(secretsKey, tokens);
  }
  return tokens;
}
