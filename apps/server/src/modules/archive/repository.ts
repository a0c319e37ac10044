import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { WorkspaceScope } from '../../authz/workspace-scope';
import type { DbOrTx } from '../../db/client';
import {
  archiveTombstones,
  newsletterPublications,
  newsletters,
  workspaceArchiveOldSlugs,
  workspaceArchives,
} from '../../db/schema/index';

export type ArchiveRow = typeof workspaceArchives.$inferSelect;

/** Issues in one feed or index: a year of weekly issues, and a bound on the page's size. */
export const ARCHIVE_ISSUES_MAX = 60;

export async function findArchive(db: DbOrTx, { workspaceId }: WorkspaceScope): Promise<ArchiveRow | undefined> {
  const [row] = await db.select().from(workspaceArchives).where(eq(workspaceArchives.workspaceId, workspaceId));
  return row;
}

/** Which workspace holds a slug, now or as an old slug (null when free). */
export async function slugHolder(db: DbOrTx, slug: string): Promise<string | null> {
  const [current] = await db
    .select({ workspaceId: workspaceArchives.workspaceId })
    .from(workspaceArchives)
    .where(eq(workspaceArchives.slug, slug));
  if (current) return current.workspaceId;
  const [old] = await db
    .select({ workspaceId: workspaceArchiveOldSlugs.workspaceId })
    .from(workspaceArchiveOldSlugs)
    .where(eq(workspaceArchiveOldSlugs.slug, slug));
  return old?.workspaceId ?? null;
}

export async function upsertArchive(
  db: DbOrTx,
  { workspaceId }: WorkspaceScope,
  values: { slug: string; visibility: ArchiveRow['visibility']; newToken: boolean },
): Promise<ArchiveRow> {
  const now = new Date();
  const set = {
    slug: values.slug,
    visibility: values.visibility,
    updatedAt: now,
    ...(values.newToken ? { tokenId: sql`gen_random_uuid()` } : {}),
  };
  const [row] = await db
    .insert(workspaceArchives)
    .values({ workspaceId, slug: values.slug, visibility: values.visibility, updatedAt: now })
    .onConflictDoUpdate({ target: workspaceArchives.workspaceId, set })
    .returning();
  if (!row) throw new Error('the archive upsert returned no row');
  return row;
}

/** Keeps the slug a newsletter leaves, so its links redirect; taking one's own old slug back frees it. */
export async function rememberOldSlug(db: DbOrTx, { workspaceId }: WorkspaceScope, oldSlug: string, newSlug: string) {
  await db
    .delete(workspaceArchiveOldSlugs)
    .where(and(eq(workspaceArchiveOldSlugs.workspaceId, workspaceId), eq(workspaceArchiveOldSlugs.slug, newSlug)));
  await db.insert(workspaceArchiveOldSlugs).values({ workspaceId, slug: oldSlug }).onConflictDoNothing();
}

/**
 * The issues that went out, newest first: published, with what was sent (rendered once at publish), and only once
 * their scheduled minute has come, so nothing shows early even if a send ran ahead of its minute.
 */
export async function findSentIssues(db: DbOrTx, { workspaceId }: WorkspaceScope, now: Date, issueDate?: string) {
  return db
    .select({
      newsletter: newsletters,
      subject: newsletterPublications.subject,
      html: newsletterPublications.html,
      publishedAt: newsletterPublications.publishedAt,
    })
    .from(newsletterPublications)
    .innerJoin(
      newsletters,
      and(
        eq(newsletters.workspaceId, newsletterPublications.workspaceId),
        eq(newsletters.id, newsletterPublications.newsletterId),
      ),
    )
    .where(
      and(
        eq(newsletterPublications.workspaceId, workspaceId),
        inArray(newsletters.status, ['published']),
        issueDate ? eq(newsletters.issueDate, issueDate) : undefined,
        lte(sql`coalesce(${newsletters.scheduledAt}, ${newsletterPublications.publishedAt})`, now),
      ),
    )
    .orderBy(desc(newsletters.issueDate), desc(newsletterPublications.publishedAt))
    .limit(ARCHIVE_ISSUES_MAX);
}

/** One sent issue by its date, under the same rule as the list (published, its minute come). */
export async function findSentIssue(db: DbOrTx, scope: WorkspaceScope, issueDate: string, now: Date) {
  const rows = await findSentIssues(db, scope, now, issueDate);
  return rows[0];
}

/** Whether the day's published issue was deleted (its tombstone, written by the database when the row went). */
export async function isDeletedIssue(db: DbOrTx, { workspaceId }: WorkspaceScope, issueDate: string) {
  const [row] = await db
    .select({ issueDate: archiveTombstones.issueDate })
    .from(archiveTombstones)
    .where(and(eq(archiveTombstones.workspaceId, workspaceId), eq(archiveTombstones.issueDate, issueDate)));
  return row !== undefined;
}
