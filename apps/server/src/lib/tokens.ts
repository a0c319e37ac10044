import { createHash, randomBytes } from 'node:crypto';
import type { UserType } from '@newsletter-os/contracts';
import { errors, jwtVerify, SignJWT } from 'jose';

export interface AccessClaims {
  sub: string;
  userType: UserType;
  /** The user's session version; a bump ends every session at once. */
  sv: number;
}

export class TokenService {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    readonly accessTtlSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  async signAccess(claims: AccessClaims): Promise<string> {
    return new SignJWT({ userType: claims.userType, sv: claims.sv })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.sub)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + this.accessTtlSeconds)
      .sign(this.key);
  }

  /** Resolves the claims, or 'expired' / 'invalid'. Only HS256 is accepted (so `alg: none` fails). */
  async verifyAccess(token: string): Promise<AccessClaims | 'expired' | 'invalid'> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
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
