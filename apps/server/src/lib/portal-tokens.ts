import { hkdfSync, webcrypto } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

/**
 * The signed tokens of the public portals (docs/decisions/0014). Three kinds, each with its own key derived from
 * SECRETS_KEY and its own `typ`, so one can never stand in for another:
 * - link: the `token` of a submission link (the spec's payload plus the link id `lid`);
 * - form: the time a public form was shown, for the minimum fill time;
 * - status: a submitter's private status link (the submission's tracking id);
 * - report: a sponsor's report link (the ad_report_links row id).
 * Only HS256 is accepted when verifying, so `alg: none` and algorithm swaps fail.
 */

type Purpose = 'link' | 'form' | 'status' | 'report';
const ALGORITHMS = ['HS256'];

/** The spec's payload fields (informational only: nothing shown or trusted is read from them) and the link id. */
export interface PortalLinkClaims {
  lid: string;
  workspaceId: string;
  brandLogo: string | null;
  businessId?: string | null;
  businessName?: string | null;
}

export type LinkVerification = PortalLinkClaims | 'expired' | 'invalid';

/** A form may be sent this long after it was shown; later, the page must be reloaded. */
export const FORM_TOKEN_TTL_SECONDS = 24 * 3600;

function typOf(purpose: Purpose): string {
  return `portal-${purpose}+jwt`;
}

export class PortalTokens {
  private readonly keys: Record<Purpose, Promise<webcrypto.CryptoKey>>;

  constructor(secretsKey: string) {
    const keyFor = (purpose: Purpose) =>
      webcrypto.subtle.importKey(
        'raw',
        Buffer.from(hkdfSync('sha256', secretsKey, 'newsletter-os', `portal:${purpose}`, 32)),
        { name: 'HMAC', hash: 'SHA-256' },
        false,
        ['sign', 'verify'],
      );
    this.keys = { link: keyFor('link'), form: keyFor('form'), status: keyFor('status'), report: keyFor('report') };
  }

  private async sign(purpose: Purpose, claims: Record<string, unknown>, expiresAt?: Date | null): Promise<string> {
    const jwt = new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: typOf(purpose) });
    if (expiresAt) jwt.setExpirationTime(Math.floor(expiresAt.getTime() / 1000));
    return jwt.sign(await this.keys[purpose]);
  }

  private async verify(purpose: Purpose, token: string) {
    try {
      const { payload } = await jwtVerify(token, await this.keys[purpose], {
        algorithms: ALGORITHMS,
        typ: typOf(purpose),
      });
      return payload;
    } catch (err) {
      if (err instanceof errors.JWTExpired) return 'expired' as const;
      return 'invalid' as const;
    }
  }

  /** No issued-at: the same link signs to the same token, so the settings screen can show it again. */
  signLink(claims: PortalLinkClaims, expiresAt: Date | null): Promise<string> {
    return this.sign('link', { ...claims }, expiresAt);
  }

  async verifyLink(token: string): Promise<LinkVerification> {
    const payload = await this.verify('link', token);
    if (typeof payload === 'string') return payload;
    if (typeof payload.lid !== 'string' || typeof payload.workspaceId !== 'string') return 'invalid';
    return {
      lid: payload.lid,
      workspaceId: payload.workspaceId,
      brandLogo: typeof payload.brandLogo === 'string' ? payload.brandLogo : null,
      businessId: typeof payload.businessId === 'string' ? payload.businessId : null,
      businessName: typeof payload.businessName === 'string' ? payload.businessName : null,
    };
  }

  /** The moment a form was shown, bound to its link. */
  signForm(linkId: string, shownAt = Date.now()): Promise<string> {
    return this.sign('form', { lid: linkId, t: shownAt }, new Date(shownAt + FORM_TOKEN_TTL_SECONDS * 1000));
  }

  /** When the form of this link was shown (ms), 'stale' past the TTL, or 'invalid'. */
  async verifyForm(token: string, linkId: string): Promise<number | 'stale' | 'invalid'> {
    const payload = await this.verify('form', token);
    if (payload === 'expired') return 'stale';
    if (payload === 'invalid' || payload.lid !== linkId || typeof payload.t !== 'number') return 'invalid';
    return payload.t;
  }

  /** No issued-at either: the staff screen shows the same sponsor link again without storing it. */
  signReport(linkId: string): Promise<string> {
    return this.sign('report', { sub: linkId });
  }

  async verifyReport(token: string): Promise<string | 'invalid'> {
    const payload = await this.verify('report', token);
    if (typeof payload === 'string' || typeof payload.sub !== 'string') return 'invalid';
    return payload.sub;
  }

  signStatus(trackingId: string): Promise<string> {
    return this.sign('status', { sub: trackingId });
  }

  async verifyStatus(token: string): Promise<string | 'invalid'> {
    const payload = await this.verify('status', token);
    if (typeof payload === 'string' || typeof payload.sub !== 'string') return 'invalid';
    return payload.sub;
  }
}

const bySecret = new Map<string, PortalTokens>();

/** One instance per SECRETS_KEY: the keys are imported once, not on every request. */
export function portalTokensFor(secretsKey: string): PortalTokens {
  let tokens = bySecret.get(secretsKey);
  if (!tokens) {
    tokens = new PortalTokens(secretsKey);
    bySecret.set(secretsKey, tokens);
  }
  return tokens;
}
