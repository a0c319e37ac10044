import { randomUUID } from 'node:crypto';
import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

// The lease steps every publishing claim shares (Beehiiv posts, Mailchimp and Kit sends): a claim is held by one
// attempt's token until its lease runs out; a write on it counts only while that token still holds it.

/**
 * How long a claim keeps other attempts out: longer than one creation call (10 s timeout, pacing, one bounded
 * 429 retry), far shorter than pg-boss's 300 s job expiry, so the retry of a crashed attempt can take over.
 */
export const CLAIM_LEASE_MS = 120_000;

/** A new attempt's hold: its own token and a fresh lease. */
export function newHold(now: Date): { claimToken: string; leaseUntil: Date } {
  return { claimToken: randomUUID(), leaseUntil: new Date(now.getTime() + CLAIM_LEASE_MS) };
}

/** A claim started now: the hold, and when it was claimed. */
export function freshClaim(now: Date): { claimToken: string; leaseUntil: Date; claimedAt: Date } {
  return { ...newHold(now), claimedAt: now };
}

/** The lease ends now: the next attempt may take over at once. */
export function released(): { leaseUntil: Date } {
  return { leaseUntil: new Date() };
}

/** The claim row, only while this attempt's token still holds it. */
export function heldBy(
  columns: { id: PgColumn; claimToken: PgColumn },
  claim: { id: string; claimToken: string },
): SQL | undefined {
  return and(eq(columns.id, claim.id), eq(columns.claimToken, claim.claimToken));
}
