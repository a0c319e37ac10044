import { TEST_SENDS_PER_HOUR } from '@newsletter-os/contracts';
import { and, eq, gt, inArray, ne, or, sql } from 'drizzle-orm';
import type { WorkspaceScope } from '../../authz/workspace-scope';
import type { Db, DbOrTx } from '../../db/client';
import { newsletterTestSends, users, workspaceMembers } from '../../db/schema/index';
import { badRequest, tooManyRequests } from '../../lib/errors';

/** Which of the addresses belong to the workspace's team: its members and the business's admins (no partners). */
export async function teamAddresses(
  db: DbOrTx,
  scope: WorkspaceScope,
  emails: readonly string[],
): Promise<Set<string>> {
  const lowered = [...new Set(emails.map((email) => email.toLowerCase()))];
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .leftJoin(
      workspaceMembers,
      and(eq(workspaceMembers.userId, users.id), eq(workspaceMembers.workspaceId, scope.workspaceId)),
    )
    .where(
      and(
        eq(users.businessId, scope.businessId),
        ne(users.userType, 'partner'),
        inArray(sql<string>`lower(${users.email})`, lowered),
        or(eq(users.userType, 'admin'), sql`${workspaceMembers.userId} is not null`),
      ),
    );
  return new Set(rows.map((row) => row.email.toLowerCase()));
}

export async function requireTeamRecipients(db: DbOrTx, scope: WorkspaceScope, recipients: readonly string[]) {
  const team = await teamAddresses(db, scope, recipients);
  const outsider = recipients.findIndex((email) => !team.has(email.toLowerCase()));
  if (outsider >= 0) {
    const field = `recipients.${outsider}`;
    throw badRequest(`${field}: Test sends go to members of this workspace's team only`, field);
  }
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * Records a test send unless the workspace already sent TEST_SENDS_PER_HOUR in the last hour (429 then). The count
 * and the insert run under a per-workspace transaction lock, so parallel requests cannot both take the last slot.
 * Returns how many are left this hour.
 */
export async function claimTestSend(
  db: Db,
  scope: WorkspaceScope,
  entry: { newsletterId: string; sentById: string; recipientCount: number },
): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`test-send:${scope.workspaceId}`}, 0))`);
    const since = new Date(Date.now() - HOUR_MS);
    const recent = await tx
      .select({ createdAt: newsletterTestSends.createdAt })
      .from(newsletterTestSends)
      .where(and(eq(newsletterTestSends.workspaceId, scope.workspaceId), gt(newsletterTestSends.createdAt, since)))
      .orderBy(newsletterTestSends.createdAt);
    if (recent.length >= TEST_SENDS_PER_HOUR) {
      const oldest = recent[0]?.createdAt.getTime() ?? Date.now();
      const retryAfter = Math.max(1, Math.ceil((oldest + HOUR_MS - Date.now()) / 1000));
      throw tooManyRequests(`At most ${TEST_SENDS_PER_HOUR} test sends per hour. Try again later.`, retryAfter);
    }
    await tx.insert(newsletterTestSends).values({ workspaceId: scope.workspaceId, ...entry });
    return TEST_SENDS_PER_HOUR - recent.length - 1;
  });
}

/** A test send's From name and Reply-To: the publication's name, and the member who sent it. */
export function testSendSender(
  publicationName: string,
  user: { name: string; email: string },
): { fromName?: string; replyTo: { name: string; address: string } } {
  return {
    fromName: publicationName.trim() || undefined,
    replyTo: { name: user.name, address: user.email },
  };
}
