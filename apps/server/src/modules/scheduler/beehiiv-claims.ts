import { and, eq, isNotNull } from 'drizzle-orm';
import type { WorkspaceScope } from '../../authz/workspace-scope';
import type { DbOrTx } from '../../db/client';
import { beehiivKeys, beehiivPostClaims, workspaces } from '../../db/schema/index';
import { freshClaim, heldBy, newHold, released } from './claim-lease';

export type BeehiivClaim = typeof beehiivPostClaims.$inferSelect;

/** The workspace's linked publication, when it has both a Beehiiv key and a synced publication id. */
export async function beehiivPublicationOf(db: DbOrTx, { workspaceId, businessId }: WorkspaceScope) {
  const [row] = await db
    .select({ publicationId: workspaces.publicationId })
    .from(workspaces)
    .innerJoin(beehiivKeys, eq(beehiivKeys.workspaceId, workspaces.id))
    .where(
      and(eq(workspaces.id, workspaceId), eq(workspaces.businessId, businessId), isNotNull(workspaces.publicationId)),
    );
  return row?.publicationId ?? null;
}

/** The claim of the newsletter's current schedule, if an attempt has made one. */
export async function findClaim(
  db: DbOrTx,
  { workspaceId }: WorkspaceScope,
  newsletterId: string,
  scheduleToken: string | null,
): Promise<BeehiivClaim | undefined> {
  if (!scheduleToken) return undefined;
  const [row] = await db
    .select()
    .from(beehiivPostClaims)
    .where(
      and(
        eq(beehiivPostClaims.workspaceId, workspaceId),
        eq(beehiivPostClaims.newsletterId, newsletterId),
        eq(beehiivPostClaims.scheduleToken, scheduleToken),
      ),
    );
  return row;
}

export type NewClaim = Pick<
  BeehiivClaim,
  | 'newsletterId'
  | 'scheduleToken'
  | 'publicationId'
  | 'newsletterVersion'
  | 'title'
  | 'subject'
  | 'html'
  | 'text'
  | 'previewText'
  | 'thumbnailUrl'
  | 'headerAndFooter'
>;

/** Starts the claim of a schedule (replacing one left by an older schedule of the same newsletter). */
export async function startClaim(db: DbOrTx, { workspaceId }: WorkspaceScope, values: NewClaim, now = new Date()) {
  const fresh = { ...values, ...freshClaim(now), postId: null };
  const [row] = await db
    .insert(beehiivPostClaims)
    .values({ ...fresh, workspaceId })
    .onConflictDoUpdate({ target: beehiivPostClaims.newsletterId, set: fresh })
    .returning();
  if (!row) throw new Error('claim not stored');
  return row;
}

/** Takes over a claim whose lease ran out (its attempt crashed or failed); the rendered version stays. */
export async function takeOverClaim(db: DbOrTx, claim: BeehiivClaim, now = new Date()) {
  const [row] = await db
    .update(beehiivPostClaims)
    .set(newHold(now))
    .where(heldBy(beehiivPostClaims, claim))
    .returning();
  if (!row) throw new Error('claim taken over by another attempt');
  return row;
}

export async function recordClaimedPost(db: DbOrTx, claim: BeehiivClaim, postId: string): Promise<void> {
  await db.update(beehiivPostClaims).set({ postId }).where(heldBy(beehiivPostClaims, claim));
}

/** Lets the next attempt in at once (this one failed without crashing). */
export async function releaseClaim(db: DbOrTx, claim: BeehiivClaim): Promise<void> {
  await db.update(beehiivPostClaims).set(released()).where(heldBy(beehiivPostClaims, claim));
}

export async function deleteClaim(db: DbOrTx, claim: BeehiivClaim): Promise<void> {
  await db.delete(beehiivPostClaims).where(eq(beehiivPostClaims.id, claim.id));
}
