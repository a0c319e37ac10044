import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { businesses, invitations, users, workspaceMembers } from '../../db/schema/index';
import type { DbOrTx } from '../workspaces/repository';

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

/** Ends the live links of these emails in the business: re-inviting replaces the old link. */
export async function replaceLiveInvitations(tx: DbOrTx, businessId: string, emails: string[]): Promise<void> {
  await tx
    .update(invitations)
    .set({ replacedAt: new Date() })
    .where(
      and(
        eq(invitations.businessId, businessId),
        inArray(invitations.email, emails),
        isNull(invitations.acceptedAt),
        isNull(invitations.replacedAt),
      ),
    );
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
