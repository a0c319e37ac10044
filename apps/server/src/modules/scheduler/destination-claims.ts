import { and, eq } from 'drizzle-orm';
import type { WorkspaceScope } from '../../authz/workspace-scope';
import type { DbOrTx } from '../../db/client';
import { destinationSendClaims } from '../../db/schema/index';
import { freshClaim, heldBy, newHold, released } from './claim-lease';

/**
 * Claims of Mailchimp and Kit sends, as beehiiv-claims.ts for Beehiiv: the claim is written (under the
 * newsletter's row lock) before the create call, carries the marker the campaign or broadcast gets, and holds the
 * rendered version so a retry sends exactly what the first attempt rendered.
 */
export type SendClaim = typeof destinationSendClaims.$inferSelect;

export type NewSendClaim = Pick<
  SendClaim,
  | 'newsletterId'
  | 'scheduleToken'
  | 'kind'
  | 'newsletterVersion'
  | 'title'
  | 'subject'
  | 'html'
  | 'text'
  | 'previewText'
  | 'thumbnailUrl'
>;

/** Ours, one per schedule: a new schedule of the same newsletter is a new send with a new marker. */
export const markerOf = (scheduleToken: string) => `nos:${scheduleToken}`;

export async function findSendClaim(
  db: DbOrTx,
  { workspaceId }: WorkspaceScope,
  newsletterId: string,
  scheduleToken: string | null,
): Promise<SendClaim | undefined> {
  if (!scheduleToken) return undefined;
  const [row] = await db
    .select()
    .from(destinationSendClaims)
    .where(
      and(
        eq(destinationSendClaims.workspaceId, workspaceId),
        eq(destinationSendClaims.newsletterId, newsletterId),
        eq(destinationSendClaims.scheduleToken, scheduleToken),
      ),
    );
  return row;
}

export async function startSendClaim(
  db: DbOrTx,
  { workspaceId }: WorkspaceScope,
  values: NewSendClaim,
  now = new Date(),
): Promise<SendClaim> {
  const fresh = { ...values, marker: markerOf(values.scheduleToken), ...freshClaim(now), remoteId: null };
  const [row] = await db
    .insert(destinationSendClaims)
    .values({ ...fresh, workspaceId })
    .onConflictDoUpdate({ target: destinationSendClaims.newsletterId, set: fresh })
    .returning();
  if (!row) throw new Error('send claim not stored');
  return row;
}

export async function takeOverSendClaim(db: DbOrTx, claim: SendClaim, now = new Date()): Promise<SendClaim> {
  const [row] = await db
    .update(destinationSendClaims)
    .set(newHold(now))
    .where(heldBy(destinationSendClaims, claim))
    .returning();
  if (!row) throw new Error('claim taken over by another attempt');
  return row;
}

export async function recordRemoteId(db: DbOrTx, claim: SendClaim, remoteId: string): Promise<void> {
  await db.update(destinationSendClaims).set({ remoteId }).where(heldBy(destinationSendClaims, claim));
}

export async function releaseSendClaim(db: DbOrTx, claim: SendClaim): Promise<void> {
  await db.update(destinationSendClaims).set(released()).where(heldBy(destinationSendClaims, claim));
}

export async function deleteSendClaim(db: DbOrTx, claim: SendClaim): Promise<void> {
  await db.delete(destinationSendClaims).where(eq(destinationSendClaims.id, claim.id));
}
