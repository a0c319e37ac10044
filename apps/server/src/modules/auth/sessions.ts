import { randomUUID } from 'node:crypto';
import type { Session, UserType } from '@newsletter-os/contracts';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { refreshTokens } from '../../db/schema/index';
import type { ModuleDeps } from '../../deps';
import { unauthorized } from '../../lib/errors';
import { hashToken, randomToken } from '../../lib/tokens';
import { presentUser } from './presenter';
import { bumpSessionVersion, findUserById, type UserRecord } from './repository';

type SessionDeps = Pick<ModuleDeps, 'db' | 'tokens' | 'config'>;

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
}

/** Stores a new opaque refresh token (hashed) in the given family, or in a new family for a new login. */
export async function createRefreshToken(
  db: DbOrTx,
  opts: { userId: string; ttlSeconds: number; familyId?: string },
): Promise<string> {
  const token = randomToken();
  await db.insert(refreshTokens).values({
    userId: opts.userId,
    familyId: opts.familyId ?? randomUUID(),
    tokenHash: hashToken(token),
    expiresAt: sql`now() + make_interval(secs => ${sql.raw(String(opts.ttlSeconds))})`,
  });
  return token;
}

async function signPair(
  deps: SessionDeps,
  user: { id: string; userType: string; sessionVersion: number },
  refreshToken: string,
): Promise<TokenPair> {
  const accessToken = await deps.tokens.signAccess({
    sub: user.id,
    userType: user.userType as UserType,
    sv: user.sessionVersion,
  });
  return { accessToken, refreshToken, expiresIn: deps.tokens.accessTtlSeconds };
}

/**
 * A fresh login: access token, refresh token of a new family, and the user record the client keeps.
 * Used by login, code verification, password change and invitation acceptance alike.
 */
export async function issueSession(deps: SessionDeps, user: UserRecord): Promise<Session> {
  const refreshToken = await createRefreshToken(deps.db, {
    userId: user.id,
    ttlSeconds: deps.config.REFRESH_TOKEN_TTL,
  });
  return { ...(await signPair(deps, user, refreshToken)), user: presentUser(user) };
}

/**
 * Trades a refresh token for a new pair. Each token works once: the UPDATE only succeeds for a live,
 * unrotated token, so of two simultaneous uses exactly one wins. Presenting a token that was already rotated
 * means it leaked (or a copy is in use elsewhere): the whole family is revoked, every access token of the user
 * ends (session version), and both holders must log in.
 */
export async function rotateRefreshToken(deps: SessionDeps, token: string): Promise<TokenPair> {
  const tokenHash = hashToken(token);
  const [current] = await deps.db
    .update(refreshTokens)
    .set({ rotatedAt: sql`now()` })
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        isNull(refreshTokens.rotatedAt),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: refreshTokens.userId, familyId: refreshTokens.familyId });
  if (!current) {
    const [known] = await deps.db
      .select({ familyId: refreshTokens.familyId, userId: refreshTokens.userId, rotatedAt: refreshTokens.rotatedAt })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, tokenHash))
      .limit(1);
    if (known?.rotatedAt) {
      // Whoever holds the copy may also hold a fresh access token from it: those end now too.
      await deps.db.transaction(async (tx) => {
        await revokeFamily(tx, known.familyId);
        await bumpSessionVersion(tx, known.userId);
      });
      throw unauthorized('This session was used elsewhere and has been ended. Please login again.');
    }
    throw unauthorized('Session expired. Please login again.');
  }
  const user = await findUserById(deps.db, current.userId);
  if (!user?.isVerified) {
    await revokeFamily(deps.db, current.familyId);
    throw unauthorized('Session expired. Please login again.');
  }
  const refreshToken = await createRefreshToken(deps.db, {
    userId: user.id,
    ttlSeconds: deps.config.REFRESH_TOKEN_TTL,
    familyId: current.familyId,
  });
  return signPair(deps, user, refreshToken);
}

async function revokeFamily(db: DbOrTx, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Logout: ends the family of the given token, if it belongs to this user (someone else's token is ignored). */
export async function revokeRefreshFamilyOf(db: DbOrTx, userId: string, token: string): Promise<void> {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.tokenHash, hashToken(token)), eq(refreshTokens.userId, userId)))
    .limit(1);
  if (row) await revokeFamily(db, row.familyId);
}

/**
 * Ends every session of the user: access tokens through the session version, refresh tokens by revocation.
 * Answers the new session version (a session issued afterwards carries it).
 */
export async function endAllSessions(db: DbOrTx, userId: string): Promise<number> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
  return bumpSessionVersion(db, userId);
}
