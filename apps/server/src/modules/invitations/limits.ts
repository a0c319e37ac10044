import { and, asc, count, eq, gt, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { invitations } from '../../db/schema/index';
import { tooManyRequests } from '../../lib/errors';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../lib/units';
import { liveInvitationsOf } from './repository';

/**
 * Invitation mails carry text chosen by the inviter (the business name), so each one is counted. The limits are
 * computed from the invitations table itself, so they hold across every server process.
 */
export const INVITATION_LIMITS = {
  /** One full invite form (50 emails) an hour per inviter. */
  perUser: { max: 50, windowMs: HOUR_MS, label: 'an hour' },
  /** A business's whole daily allowance, whoever sends. */
  perBusiness: { max: 200, windowMs: DAY_MS, label: 'a day' },
  /** Re-inviting one address within this time answers success without mailing it again. */
  recipientCooldownMs: 10 * MINUTE_MS,
} as const;

interface WindowLimit {
  max: number;
  windowMs: number;
  label: string;
}

/**
 * Serialises invitation sending per business until the transaction ends, so that two simultaneous requests
 * (in any process) cannot both pass the limit check.
 */
export async function lockBusinessInvitations(tx: DbOrTx, businessId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`invitations:${businessId}`}, 0))`);
}

/** The live links of these emails sent within the cool-down: re-inviting them sends nothing new. */
export async function findCoolingDown(
  tx: DbOrTx,
  businessId: string,
  emails: string[],
): Promise<{ email: string; expiresAt: Date }[]> {
  if (emails.length === 0) return [];
  const since = new Date(Date.now() - INVITATION_LIMITS.recipientCooldownMs);
  return tx
    .select({ email: invitations.email, expiresAt: invitations.expiresAt })
    .from(invitations)
    .where(and(liveInvitationsOf(businessId, emails), gt(invitations.createdAt, since)));
}

/**
 * Seconds until `wanted` more invitations fit into the window, or 0 if they fit now. The rows in the window leave
 * it oldest first, so the answer is when the one that makes room for the last wanted invitation leaves.
 */
async function secondsUntilRoom(
  tx: DbOrTx,
  scope: SQL | undefined,
  limit: WindowLimit,
  wanted: number,
): Promise<number> {
  const windowStart = new Date(Date.now() - limit.windowMs);
  const inWindow = and(scope, gt(invitations.createdAt, windowStart));
  const [counted] = await tx.select({ n: count() }).from(invitations).where(inWindow);
  const excess = (counted?.n ?? 0) + wanted - limit.max;
  if (excess <= 0) return 0;
  const [leaving] = await tx
    .select({ createdAt: invitations.createdAt })
    .from(invitations)
    .where(inWindow)
    .orderBy(asc(invitations.createdAt))
    .offset(excess - 1)
    .limit(1);
  const leavesAt = (leaving?.createdAt.getTime() ?? Date.now()) + limit.windowMs;
  return Math.max(1, Math.ceil((leavesAt - Date.now()) / 1000));
}

function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 120) return `${minutes} minutes`;
  return `${Math.ceil(minutes / 60)} hours`;
}

/** 429 with Retry-After when sending `wanted` new invitations would pass the inviter's or the business's limit. */
export async function assertWithinInvitationLimits(
  tx: DbOrTx,
  opts: { businessId: string; inviterId: string; wanted: number },
): Promise<void> {
  if (opts.wanted === 0) return;
  const { perUser, perBusiness } = INVITATION_LIMITS;
  const byInviter = and(eq(invitations.businessId, opts.businessId), eq(invitations.invitedById, opts.inviterId));
  const userWait = await secondsUntilRoom(tx, byInviter, perUser, opts.wanted);
  if (userWait > 0) {
    throw tooManyRequests(
      `You can send at most ${perUser.max} invitations ${perUser.label}. Please try again in ${waitText(userWait)}.`,
      userWait,
    );
  }
  const businessWait = await secondsUntilRoom(
    tx,
    eq(invitations.businessId, opts.businessId),
    perBusiness,
    opts.wanted,
  );
  if (businessWait > 0) {
    throw tooManyRequests(
      `This business can send at most ${perBusiness.max} invitations ${perBusiness.label}. Please try again in ${waitText(businessWait)}.`,
      businessWait,
    );
  }
}
