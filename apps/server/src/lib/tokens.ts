import { createHash, randomBytes, webcrypto } from 'node:crypto';
import type { UserType } from '@newsletter-os/contracts';
import { errors, jwtVerify, SignJWT } from 'jose';

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

  /** Resolves the claims, or 'expired' / 'invalid'. Only HS256 is accepted (so `alg: none` fails). */
  async verifyAccess(token: string): Promise<AccessClaims | 'expired' | 'invalid'> {
    try {
      const { payload } = await jwtVerify(token, await this.key, { algorithms: ['HS256'] });
      if (typeof payload.sub !== 'string' || typeof payload.userType !== 'string' || typeof payload.sv !== 'number') {
        return 'invalid';
      }
      return { sub: payload.sub, userType: payload.userType as UserType, sv: payload.sv };
    } catch (err) {
      if (err instanceof errors.JWTExpired) return 'expired';
      return 'invalid';
    }
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
