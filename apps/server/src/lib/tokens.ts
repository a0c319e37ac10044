import { createHash, randomBytes, webcrypto } from 'node:crypto';
import type { UserType } from '@newsletter-os/contracts';
import { errors, jwtVerify, SignJWT } from 'jose';

const VERIFIED_TOKEN_LIMIT = 10_000;

export interface AccessClaims {
  sub: string;
  userType: UserType;
  /** The user's session version; a bump ends every session at once. */
  sv: number;
}

export class TokenService {
  /** Imported once: handing jose raw bytes makes it import a CryptoKey on every sign and verify. */
  private readonly key: Promise<webcrypto.CryptoKey>;

  constructor(
    secret: string,
    readonly accessTtlSeconds: number,
  ) {
    this.key = webcrypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
  }

  async signAccess(claims: AccessClaims): Promise<string> {
    return new SignJWT({ userType: claims.userType, sv: claims.sv })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.sub)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + this.accessTtlSeconds)
      .sign(await this.key);
  }

  /**
   * Tokens whose signature was already checked, with their expiry. A signature check is pure computation on the
   * token's bytes, so remembering its result is safe; revocation is still decided per request from the database.
   */
  private readonly verified = new Map<string, { claims: AccessClaims; exp: number }>();

  /** Resolves the claims, or 'expired' / 'invalid'. Only HS256 is accepted (so `alg: none` fails). */
  async verifyAccess(token: string): Promise<AccessClaims | 'expired' | 'invalid'> {
    const known = this.verified.get(token);
    if (known) {
      if (known.exp <= Math.floor(Date.now() / 1000)) {
        this.verified.delete(token);
        return 'expired';
      }
      return known.claims;
    }
    try {
      const { payload } = await jwtVerify(token, await this.key, { algorithms: ['HS256'] });
      if (
        typeof payload.sub !== 'string' ||
        typeof payload.userType !== 'string' ||
        typeof payload.sv !== 'number' ||
        typeof payload.exp !== 'number'
      ) {
        return 'invalid';
      }
      const claims: AccessClaims = { sub: payload.sub, userType: payload.userType as UserType, sv: payload.sv };
      this.remember(token, claims, payload.exp);
      return claims;
    } catch (err) {
      if (err instanceof errors.JWTExpired) return 'expired';
      return 'invalid';
    }
  }

  private remember(token: string, claims: AccessClaims, exp: number): void {
    // Bounded: past the limit the oldest entry goes (a Map iterates in insertion order).
    if (this.verified.size >= VERIFIED_TOKEN_LIMIT) {
      const oldest = this.verified.keys().next().value;
      if (oldest !== undefined) this.verified.delete(oldest);
    }
    this.verified.set(token, { claims, exp });
  }
}

/** Opaque random token for refresh tokens and invitation links. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Tokens are stored as SHA-256 hashes so a database leak does not leak live sessions. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
