import { and, count, desc, eq, gt, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { businesses, invitations, users, workspaceMembers } from '../../db/schema/index';

export type InvitationRow = typeof invitations.$inferSelect;
export type NewInvitation = Omit<typeof invitations.$inferInsert, 'id' | 'createdAt' | 'acceptedAt' | 'replacedAt'>;

/** Emails (lower-cased) among `emails` that already belong to users of the business. */
export async function findMemberEmails(db: DbOrTx, businessId: string, emails: string[]): Promise<string[]> {
  if (emails.length === 0) return [];
  const rows = await db
    .select({ email: sql<string>`lower(${users.email})` })
    .from(users)
    .where(and(eq(users.businessId, businessId), inArray(sql`lower(${users.email})`, emails)));
  return rows.map((r) => r.email);
}

/** The links of these emails in the business that are neither accepted nor replaced (expired ones included). */
export function liveInvitationsOf(businessId: string, emails: string[]): SQL | undefined {
  return and(
    eq(invitations.businessId, businessId),
    inArray(invitations.email, emails),
    isNull(invitations.acceptedAt),
    isNull(invitations.replacedAt),
  );
}

/** Ends the live links of these emails in the business: re-inviting replaces the old link. */
export async function replaceLiveInvitations(tx: DbOrTx, businessId: string, emails: string[]): Promise<void> {
  await tx.update(invitations).set({ replacedAt: new Date() }).where(liveInvitationsOf(businessId, emails));
}

/** Ends links nobody received (their mail could not be delivered). */
export async function endInvitations(db: DbOrTx, businessId: string, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(invitations)
    .set({ replacedAt: new Date() })
    .where(and(eq(invitations.businessId, businessId), inArray(invitations.id, ids)));
}

/** Gives the live links of these emails new terms (type and workspaces); the links themselves stay. */
export async function updateLiveInvitationTerms(
  tx: DbOrTx,
  businessId: string,
  emails: string[],
  terms: { userType: string; workspaceIds: string[] },
): Promise<void> {
  if (emails.length === 0) return;
  await tx.update(invitations).set(terms).where(liveInvitationsOf(businessId, emails));
}

export async function insertInvitations(tx: DbOrTx, rows: NewInvitation[]): Promise<InvitationRow[]> {
  return tx.insert(invitations).values(rows).returning();
}

export async function findInvitationByTokenHash(
  db: DbOrTx,
  tokenHash: string,
): Promise<(InvitationRow & { businessName: string }) | undefined> {
  const [row] = await db
    .select({ invitation: invitations, businessName: businesses.name })
    .from(invitations)
    .innerJoin(businesses, eq(businesses.id, invitations.businessId))
    .where(eq(invitations.tokenHash, tokenHash))
    .limit(1);
  return row && { ...row.invitation, businessName: row.businessName };
}

/** Marks the link used; only a live, unexpired link can be, so of two simultaneous acceptances one wins. */
export async function markAccepted(tx: DbOrTx, invitationId: string): Promise<boolean> {
  const rows = await tx
    .update(invitations)
    .set({ acceptedAt: new Date() })
    .where(
      and(
        eq(invitations.id, invitationId),
        isNull(invitations.acceptedAt),
        isNull(invitations.replacedAt),
        gt(invitations.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: invitations.id });
  return rows.length > 0;
}

/** Puts an existing account without a business into the business; false if it joined another meanwhile. */
export async function joinBusiness(tx: DbOrTx, userId: string, businessId: string, userType: string): Promise<boolean> {
  const rows = await tx
    .update(users)
    .set({ businessId, userType, isVerified: true, updatedAt: new Date() })
    .where(and(eq(users.id, userId), isNull(users.businessId)))
    .returning({ id: users.id });
  return rows.length > 0;
}

export async function insertInvitedUser(
  tx: DbOrTx,
  values: { email: string; name: string; passwordHash: string; userType: string; businessId: string },
): Promise<string> {
  const [row] = await tx
    .insert(users)
    .values({ ...values, isVerified: true })
    .returning({ id: users.id });
  if (!row) throw new Error('user insert returned nothing');
  return row.id;
}

export async function addMemberships(tx: DbOrTx, userId: string, workspaceIds: string[]): Promise<void> {
  if (workspaceIds.length === 0) return;
  await tx
    .insert(workspaceMembers)
    .values(workspaceIds.map((workspaceId) => ({ workspaceId, userId })))
    .onConflictDoNothing();
}

/** Invitations of the business still waiting for an answer: neither accepted nor revoked nor replaced. */
function pendingOf(businessId: string): SQL | undefined {
  return and(eq(invitations.businessId, businessId), isNull(invitations.acceptedAt), isNull(invitations.replacedAt));
}

/** One page of the business's pending invitations, the most recently sent first. */
export async function listPendingInvitations(
  db: DbOrTx,
  businessId: string,
  page: { page: number; pageSize: number },
): Promise<{ rows: InvitationRow[]; count: number }> {
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(invitations)
      .where(pendingOf(businessId))
      .orderBy(desc(invitations.createdAt), desc(invitations.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ n: count() }).from(invitations).where(pendingOf(businessId)),
  ]);
  return { rows, count: counted?.n ?? 0 };
}

/** A pending invitation of the business by id; another business's id finds nothing. */
export async function findPendingInvitation(
  db: DbOrTx,
  businessId: string,
  id: string,
): Promise<InvitationRow | undefined> {
  const [row] = await db
    .select()
    .from(invitations)
    .where(and(eq(invitations.id, id), pendingOf(businessId)))
    .limit(1);
  return row;
}

/** Ends a pending invitation of the business (its link stops working); false when there was none. */
export async function revokePendingInvitation(db: DbOrTx, businessId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(invitations)
    .set({ replacedAt: new Date() })
    .where(and(eq(invitations.id, id), pendingOf(businessId)))
    .returning({ id: invitations.id });
  return rows.length > 0;
}
