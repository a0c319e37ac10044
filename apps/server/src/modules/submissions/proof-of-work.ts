import { hkdfSync, randomUUID } from 'node:crypto';
import { type Challenge, createChallenge, randomInt } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { verify } from 'altcha-lib/frameworks/shared';
import type { Store } from 'altcha-lib/frameworks/types';
import type { Db } from '../../db/client';
import { portalUsedChallenges } from '../../db/schema/index';

/**
 * ALTCHA proof of work for public forms (no third-party service, no puzzle to solve). Deterministic mode: the
 * server picks the counter, so every solve costs the visitor's browser about `counter` PBKDF2 derivations of
 * `cost` iterations, and checking costs the server one. A redeemed challenge is kept in PostgreSQL until it
 * expires, so a solution works once across every server process.
 */

export const CHALLENGE_TTL_MS = 3600_000;
const ALGORITHM = 'PBKDF2/SHA-256';

export interface PowSettings {
  secretsKey: string;
  cost: number;
  maxCounter: number;
}

function secrets(secretsKey: string) {
  const derive = (info: string) =>
    Buffer.from(hkdfSync('sha256', secretsKey, 'newsletter-os', info, 32)).toString('hex');
  return { signature: derive('altcha:challenge'), keySignature: derive('altcha:key') };
}

/** A fresh challenge for one link's form (the link id is signed into it and checked on redemption). */
export async function createPortalChallenge(settings: PowSettings, linkId: string): Promise<Challenge> {
  const { signature, keySignature } = secrets(settings.secretsKey);
  return createChallenge({
    algorithm: ALGORITHM,
    cost: settings.cost,
    counter: randomInt(settings.maxCounter, Math.ceil(settings.maxCounter / 2)),
    deriveKey,
    data: { challengeId: randomUUID(), lid: linkId },
    expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
    hmacSignatureSecret: signature,
    hmacKeySignatureSecret: keySignature,
  });
}

/** Redeemed challenge ids, in PostgreSQL: the insert that wins decides, so two processes cannot both accept one. */
function usedChallengeStore(db: Db): Store {
  const setIfAbsent = async (key: string) => {
    const rows = await db
      .insert(portalUsedChallenges)
      .values({ challengeId: key, expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS) })
      .onConflictDoNothing()
      .returning({ id: portalUsedChallenges.challengeId });
    return rows.length > 0;
  };
  return { get: () => false, set: setIfAbsent, setIfAbsent };
}

export type PowOutcome = 'ok' | 'failed' | 'replayed';

/** Checks the widget's payload (base64 JSON) for this link; a replayed solution is told apart from a wrong one. */
export async function verifyPortalSolution(
  db: Db,
  settings: PowSettings,
  payload: string,
  linkId: string,
): Promise<PowOutcome> {
  const { signature, keySignature } = secrets(settings.secretsKey);
  const result = await verify(payload, deriveKey, signature, keySignature, usedChallengeStore(db));
  if (result.error) return /already used/i.test(result.error) ? 'replayed' : 'failed';
  const data = result.payload && 'challenge' in result.payload ? result.payload.challenge.parameters.data : undefined;
  return data?.lid === linkId ? 'ok' : 'failed';
}
