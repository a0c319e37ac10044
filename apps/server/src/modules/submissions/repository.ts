import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { WorkspaceScope } from '../../authz/workspace-scope';
import type { Db, DbOrTx } from '../../db/client';
import { feedItems, portalSubmissionEvents, portalSubmissions, workspaces } from '../../db/schema/index';

export type SubmissionRow = typeof portalSubmissions.$inferSelect;
export type SubmissionEventRow = typeof portalSubmissionEvents.$inferSelect;
export type NewSubmission = Omit<typeof portalSubmissions.$inferInsert, 'workspaceId' | 'id'>;

const inWorkspace = ({ workspaceId }: WorkspaceScope, id: string) =>
  and(eq(portalSubmissions.id, id), eq(portalSubmissions.workspaceId, workspaceId));

export async function insertSubmission(tx: DbOrTx, scope: WorkspaceScope, values: NewSubmission) {
  const [row] = await tx
    .insert(portalSubmissions)
    .values({ ...values, workspaceId: scope.workspaceId })
    .returning();
  if (!row) throw new Error('submission not created');
  return row;
}

export async function insertSubmissionEvent(
  tx: DbOrTx,
  { workspaceId }: WorkspaceScope,
  event: Omit<typeof portalSubmissionEvents.$inferInsert, 'workspaceId' | 'id' | 'createdAt'>,
): Promise<void> {
  await tx.insert(portalSubmissionEvents).values({ ...event, workspaceId });
}

export async function findSubmission(
  db: DbOrTx,
  scope: WorkspaceScope,
  id: string,
): Promise<SubmissionRow | undefined> {
  const [row] = await db.select().from(portalSubmissions).where(inWorkspace(scope, id)).limit(1);
  return row;
}

/** The row, locked until the transaction ends: a transition reads the status it changes under this lock. */
export async function lockSubmission(
  tx: DbOrTx,
  scope: WorkspaceScope,
  id: string,
): Promise<SubmissionRow | undefined> {
  const [row] = await tx.select().from(portalSubmissions).where(inWorkspace(scope, id)).for('update').limit(1);
  return row;
}

export async function updateSubmission(
  tx: DbOrTx,
  scope: WorkspaceScope,
  id: string,
  values: Partial<Pick<SubmissionRow, 'status' | 'reason' | 'imageAlt' | 'submitterName' | 'submitterEmail'>>,
): Promise<SubmissionRow | undefined> {
  const [row] = await tx
    .update(portalSubmissions)
    .set({ ...values, updatedAt: new Date() })
    .where(inWorkspace(scope, id))
    .returning();
  return row;
}

/** Transitions of these submissions, oldest first, by submission. */
export async function findSubmissionEvents(
  db: Db,
  { workspaceId }: WorkspaceScope,
  submissionIds: string[],
): Promise<Map<string, SubmissionEventRow[]>> {
  const bySubmission = new Map<string, SubmissionEventRow[]>();
  if (submissionIds.length === 0) return bySubmission;
  const rows = await db
    .select()
    .from(portalSubmissionEvents)
    .where(
      and(
        eq(portalSubmissionEvents.workspaceId, workspaceId),
        inArray(portalSubmissionEvents.submissionId, submissionIds),
      ),
    )
    .orderBy(asc(portalSubmissionEvents.createdAt), asc(portalSubmissionEvents.id));
  for (const row of rows) {
    const list = bySubmission.get(row.submissionId);
    if (list) list.push(row);
    else bySubmission.set(row.submissionId, [row]);
  }
  return bySubmission;
}

export interface SubmissionPage {
  rows: SubmissionRow[];
  count: number;
}

async function pageOf(db: Db, where: SQL | undefined, page: number, pageSize: number, newestFirst: boolean) {
  const [rows, [total]] = await Promise.all([
    db
      .select({ submission: portalSubmissions })
      .from(portalSubmissions)
      .innerJoin(
        feedItems,
        and(eq(feedItems.id, portalSubmissions.itemId), eq(feedItems.workspaceId, portalSubmissions.workspaceId)),
      )
      .where(where)
      .orderBy(
        newestFirst ? desc(portalSubmissions.createdAt) : asc(portalSubmissions.createdAt),
        asc(portalSubmissions.id),
      )
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ value: count() })
      .from(portalSubmissions)
      .innerJoin(
        feedItems,
        and(eq(feedItems.id, portalSubmissions.itemId), eq(feedItems.workspaceId, portalSubmissions.workspaceId)),
      )
      .where(where),
  ]);
  return { rows: rows.map((r) => r.submission), count: total?.value ?? 0 };
}

/** The moderation queue: oldest first (first come, first served); other views newest first. */
export async function findSubmissionsPage(
  db: Db,
  { workspaceId }: WorkspaceScope,
  statuses: readonly string[],
  page: number,
  pageSize: number,
): Promise<SubmissionPage> {
  const where = and(eq(portalSubmissions.workspaceId, workspaceId), inArray(portalSubmissions.status, [...statuses]));
  const open = statuses.every((s) => s === 'pending' || s === 'needs_changes');
  return pageOf(db, where, page, pageSize, !open);
}

export async function countOpenSubmissions(
  db: Db,
  { workspaceId }: WorkspaceScope,
): Promise<{ pending: number; needs_changes: number }> {
  const rows = await db
    .select({ status: portalSubmissions.status, value: count() })
    .from(portalSubmissions)
    .where(
      and(
        eq(portalSubmissions.workspaceId, workspaceId),
        inArray(portalSubmissions.status, ['pending', 'needs_changes']),
      ),
    )
    .groupBy(portalSubmissions.status);
  const of = (status: string) => rows.find((r) => r.status === status)?.value ?? 0;
  return { pending: of('pending'), needs_changes: of('needs_changes') };
}

/** One uploader's own submissions in the workspace, newest first, optionally matching a search. */
export async function findUploadsPage(
  db: Db,
  { workspaceId }: WorkspaceScope,
  userId: string,
  page: number,
  pageSize: number,
  search?: string,
): Promise<SubmissionPage> {
  const pattern = search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const where = and(
    eq(portalSubmissions.workspaceId, workspaceId),
    eq(portalSubmissions.submittedById, userId),
    pattern ? or(ilike(feedItems.title, pattern), ilike(portalSubmissions.trackingId, pattern)) : undefined,
  );
  return pageOf(db, where, page, pageSize, true);
}

/** An uploader's own submission by tracking id (in any workspace of theirs; the caller checks membership). */
export async function findOwnUpload(
  db: Db,
  userId: string,
  trackingId: string,
): Promise<{ id: string; workspaceId: string; businessId: string; status: string } | undefined> {
  const [row] = await db
    .select({
      id: portalSubmissions.id,
      workspaceId: portalSubmissions.workspaceId,
      businessId: workspaces.businessId,
      status: portalSubmissions.status,
    })
    .from(portalSubmissions)
    .innerJoin(workspaces, eq(workspaces.id, portalSubmissions.workspaceId))
    .where(and(eq(portalSubmissions.trackingId, trackingId), eq(portalSubmissions.submittedById, userId)))
    .limit(1);
  return row;
}
