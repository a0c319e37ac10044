import type { BlockReason } from '@newsletter-os/contracts';
import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { WorkspaceScope } from '../../authz/workspace-scope';
import type { Db } from '../../db/client';
import { portalBlockedCounts, portalRateCounters, portalUsedChallenges, workspaces } from '../../db/schema/index';
import type { PortalLinkClaims } from '../../lib/portal-tokens';
import { DAY_MS } from '../../lib/units';

/**
 * Limits of public submissions kept in PostgreSQL, so they hold across every server process (docs/architecture.md
 * section 1 keeps memory counters per process, which a flood spread over two processes would double).
 * A sliding-window counter: this hour's attempts plus last hour's, weighted by how much of it still overlaps the
 * last 60 minutes. Every attempt counts, refused ones included, so a flood keeps its sender refused.
 */

export const RATE_WINDOW_MS = 3600_000;

export interface RateDecision {
  allowed: boolean;
  /** Seconds until an attempt would be counted as allowed again (when refused). */
  retryAfterSeconds: number;
}

export async function hitRateLimit(db: Db, key: string, max: number, now = Date.now()): Promise<RateDecision> {
  const windowStart = Math.floor(now / RATE_WINDOW_MS) * RATE_WINDOW_MS;
  const current = new Date(windowStart);
  const previous = new Date(windowStart - RATE_WINDOW_MS);
  const result = await db.execute<{ current: number; previous: number }>(sql`
    with hit as (
      insert into ${portalRateCounters} (key, window_start, count) values (${key}, ${current.toISOString()}, 1)
      on conflict (key, window_start) do update set count = ${portalRateCounters}.count + 1
      returning count
    )
    select (select count from hit) as current,
      coalesce((select count from ${portalRateCounters}
        where key = ${key} and window_start = ${previous.toISOString()}), 0) as previous`);
  const row = result.rows[0];
  const overlap = 1 - (now - windowStart) / RATE_WINDOW_MS;
  const estimated = Number(row?.previous ?? 0) * overlap + Number(row?.current ?? 0);
  return {
    allowed: estimated <= max,
    retryAfterSeconds: Math.max(1, Math.ceil((windowStart + RATE_WINDOW_MS - now) / 1000)),
  };
}

/** Counts one blocked submission of the workspace under its reason, for today. */
export async function countBlocked(db: Db, { workspaceId }: WorkspaceScope, reason: BlockReason): Promise<void> {
  const day = new Date().toISOString().slice(0, 10);
  await db
    .insert(portalBlockedCounts)
    .values({ workspaceId, reason, day, count: 1 })
    .onConflictDoUpdate({
      target: [portalBlockedCounts.workspaceId, portalBlockedCounts.reason, portalBlockedCounts.day],
      set: { count: sql`${portalBlockedCounts.count} + 1` },
    });
}

/**
 * The same for a refusal decided before the link's row was read (the per-IP limit): the workspace is the one our
 * own signature vouches for in the link token. A token of a workspace deleted since counts nowhere.
 */
export async function countBlockedForLink(db: Db, claims: PortalLinkClaims, reason: BlockReason): Promise<void> {
  const day = new Date().toISOString().slice(0, 10);
  await db.execute(sql`
    insert into ${portalBlockedCounts} (workspace_id, reason, day, count)
    select id, ${reason}, ${day}, 1 from ${workspaces} where id = ${claims.workspaceId}
    on conflict (workspace_id, reason, day) do update set count = ${portalBlockedCounts}.count + 1`);
}

/** Blocked submissions of the workspace over the last `days` days, by reason, most first. */
export async function findBlockedCounts(
  db: Db,
  { workspaceId }: WorkspaceScope,
  days = 30,
): Promise<{ reason: string; count: number }[]> {
  const since = new Date(Date.now() - days * DAY_MS).toISOString().slice(0, 10);
  const total = sql<number>`sum(${portalBlockedCounts.count})::int`;
  return db
    .select({ reason: portalBlockedCounts.reason, count: total })
    .from(portalBlockedCounts)
    .where(and(eq(portalBlockedCounts.workspaceId, workspaceId), gte(portalBlockedCounts.day, since)))
    .groupBy(portalBlockedCounts.reason)
    .orderBy(desc(total));
}

/** Deletes counter windows older than two hours, redeemed challenges past their expiry and blocked counts past 90 days. */
export async function purgeSpamState(db: Db, now = Date.now()): Promise<void> {
  await db.delete(portalRateCounters).where(lt(portalRateCounters.windowStart, new Date(now - 2 * RATE_WINDOW_MS)));
  await db.delete(portalUsedChallenges).where(lt(portalUsedChallenges.expiresAt, new Date(now)));
  const oldDay = new Date(now - 90 * DAY_MS).toISOString().slice(0, 10);
  await db.delete(portalBlockedCounts).where(lt(portalBlockedCounts.day, oldDay));
}
